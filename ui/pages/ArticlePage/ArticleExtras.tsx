import { Box, Heading, Stack } from 'braid-design-system';

import type { JsonObject } from '../../../model/json';
import { BlockItem } from '../../blocks/BlockItem';
import { CmsBox } from '../../blocks/CmsLayout';
import { FormIsland, readForm } from '../../forms';
import { RichText, type RichTextDocument } from '../../rich-text';

import { NotSupported } from './NotSupported';
import type { ArticlePageProps } from './types';

const isDocument = (value: unknown): value is RichTextDocument =>
  typeof value === 'object' && value !== null && Array.isArray((value as RichTextDocument).children);

/** The additional-content box: its block items through the block dispatcher; nothing when none is left. */
export function AdditionalContent({
  content,
  development,
}: {
  content: ArticlePageProps['article']['additionalContent'];
  development: boolean;
}) {
  const blocks = content?.blocks ?? [];
  if (blocks.length === 0) return null;
  const items = (
    <Stack space="large">
      {blocks.map((item) => (
        <BlockItem key={item.id} item={item} environment={development ? 'development' : 'production'} />
      ))}
    </Stack>
  );
  // The editors' box when the article has one, else a bordered panel.
  return content?.box ? (
    <CmsBox box={content.box}>{items}</CmsBox>
  ) : (
    <Box background="surface" borderRadius="large" padding="gutter" boxShadow="borderNeutralLight">
      {items}
    </Box>
  );
}

/** The article's contact-us text: e-mail addresses in it become mailto links (spec §5). */
export function ContactUs({ contactUs }: { contactUs: ArticlePageProps['article']['contactUs'] }) {
  if (!contactUs) return null;
  return (
    <Box background="neutralLight" borderRadius="large" padding="gutter">
      <RichText content={contactUs.raw} />
    </Box>
  );
}

/**
 * The subscription form section (id subscription-form) of an article whose section embeds one: the form's
 * title and description, then the form itself (an island; development notes formData that is not a form).
 */
export function SubscriptionForm({ form, development }: { form: JsonObject; development: boolean }) {
  const title = typeof form.title === 'string' ? form.title : '';
  const description = form.description as { raw?: unknown } | null | undefined;
  const model = readForm(form);
  return (
    <Box
      component="section"
      id="subscription-form"
      aria-label={title || undefined}
      background="brandAccentSoft"
      borderRadius="large"
      padding="gutter"
    >
      <Stack space="medium">
        {title ? <Heading level="2">{title}</Heading> : null}
        {isDocument(description?.raw) ? <RichText content={description.raw} /> : null}
        {model ? <FormIsland form={model} /> : null}
        {!model && development ? <NotSupported name={`Form ${String(form.slug ?? form.id ?? '')}`} /> : null}
      </Stack>
    </Box>
  );
}
