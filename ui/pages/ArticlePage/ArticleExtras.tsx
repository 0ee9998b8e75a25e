import { Box, Heading, Stack } from 'braid-design-system';

import { RichText, type RichTextDocument } from '../../rich-text';

import { NotSupported } from './NotSupported';
import type { ArticleModel, FormModel } from './types';

const isDocument = (value: unknown): value is RichTextDocument =>
  typeof value === 'object' && value !== null && Array.isArray((value as RichTextDocument).children);

/** The additional-content box: block items, handed to the block renderers when they cover articles. */
export function AdditionalContent({
  content,
  development,
}: {
  content: ArticleModel['additionalContent'];
  development: boolean;
}) {
  // Until the block dispatcher renders article blocks, production shows no empty box (issue 5).
  if (!content?.components.length || !development) return null;
  return (
    <Box background="surface" borderRadius="large" padding="gutter" boxShadow="borderNeutralLight">
      <Stack space="medium">
        {content.components.map((item, i) => (
          <NotSupported key={i} name={item.__typename} />
        ))}
      </Stack>
    </Box>
  );
}

/** The article's contact-us text: e-mail addresses in it become mailto links (spec §5). */
export function ContactUs({ contactUs }: { contactUs: ArticleModel['contactUs'] }) {
  if (!contactUs) return null;
  return (
    <Box background="neutralLight" borderRadius="large" padding="gutter">
      <RichText content={contactUs.raw} />
    </Box>
  );
}

/**
 * The subscription form section (id subscription-form) of an article whose section embeds one: the form's
 * title and description; the form widget itself arrives with the forms issue (said so in development).
 */
export function SubscriptionForm({ form, development }: { form: FormModel; development: boolean }) {
  const title = typeof form.title === 'string' ? form.title : '';
  const description = form.description as { raw?: unknown } | null | undefined;
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
        {development ? <NotSupported name={`Form ${String(form.slug ?? form.id ?? '')}`} /> : null}
      </Stack>
    </Box>
  );
}
