import { Box, Heading, Stack } from 'braid-design-system';

import type { FormView } from '../../../model/form';
import { BlockItem } from '../../blocks/BlockItem';
import { CmsBox } from '../../blocks/CmsLayout';
import { FormIsland } from '../../forms';
import { RichText, type RichTextDocument } from '../../rich-text';

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
export function ContactUs({
  contactUs,
  lang,
}: {
  contactUs: ArticlePageProps['article']['contactUs'];
  lang?: string;
}) {
  if (!contactUs) return null;
  return (
    <Box background="neutralLight" borderRadius="large" padding="gutter" lang={lang}>
      <RichText content={contactUs.raw} />
    </Box>
  );
}

/**
 * The subscription form section (id subscription-form) of an article whose section embeds one: the form's
 * title and description, then the form itself (an island).
 */
export function SubscriptionForm({ form }: { form: FormView }) {
  return (
    <Box
      component="section"
      id="subscription-form"
      aria-label={form.title || undefined}
      background="brandAccentSoft"
      borderRadius="large"
      padding="gutter"
    >
      <Stack space="medium">
        {form.title ? <Heading level="2">{form.title}</Heading> : null}
        {isDocument(form.description?.raw) ? <RichText content={form.description.raw} /> : null}
        <FormIsland form={form} />
      </Stack>
    </Box>
  );
}
