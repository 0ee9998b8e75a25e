import { Box, Heading, Stack } from 'braid-design-system';

import type { BannerItemView } from '../../../model/blocks/banner-item';
import type { FormView } from '../../../model/form';
import { BannerItemBlock } from '../../blocks/BannerItemBlock';
import { FormIsland } from '../../forms';
import { RichText, type RichTextDocument } from '../../rich-text';

const isDocument = (value: unknown): value is RichTextDocument =>
  typeof value === 'object' && value !== null && Array.isArray((value as RichTextDocument).children);

/** The 'contactus' banner item: heading, text and actions. */
export function ContactBlock({ banner }: { banner: BannerItemView }) {
  return <BannerItemBlock banner={banner} />;
}

/** The subscription form section (id subscription-form): the form's title and description, then the form. */
export function SubscriptionSection({
  form,
}: {
  form: FormView;
  /** Unused since the form renders everywhere; kept for callers. */
  development?: boolean;
}) {
  return (
    <Box
      component="section"
      id="subscription-form"
      aria-label={form.title || undefined}
      background="brandAccentSoft"
      borderRadius="xlarge"
      padding="large"
    >
      <Stack space="medium">
        {form.title ? <Heading level="2">{form.title}</Heading> : null}
        {isDocument(form.description?.raw) ? <RichText content={form.description.raw} /> : null}
        <FormIsland form={form} />
      </Stack>
    </Box>
  );
}
