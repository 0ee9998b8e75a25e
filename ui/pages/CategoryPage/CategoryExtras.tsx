import { Box, Heading, Stack } from 'braid-design-system';

import { BannerItemBlock } from '../../blocks/BannerItemBlock';
import { DevelopmentNotice } from '../../components/DevelopmentNotice';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/listing.vocab';
import { RichText, type RichTextDocument } from '../../rich-text';

import type { BannerItemModel, SubscriptionFormModel } from './types';

const isDocument = (value: unknown): value is RichTextDocument =>
  typeof value === 'object' && value !== null && Array.isArray((value as RichTextDocument).children);

/** The 'contactus' banner item: heading, text and actions. */
export function ContactBlock({ banner }: { banner: BannerItemModel }) {
  return <BannerItemBlock banner={banner} />;
}

/**
 * The subscription form section (id subscription-form): the form's title and description. The form widget
 * arrives with the forms issue; development says so where it will be.
 */
export function SubscriptionSection({
  form,
  development,
}: {
  form: SubscriptionFormModel;
  development: boolean;
}) {
  const { t } = useTranslations(translations);
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
        {development ? (
          <DevelopmentNotice>
            {t('Subscription form not yet available: {name}', { name: form.slug })}
          </DevelopmentNotice>
        ) : null}
      </Stack>
    </Box>
  );
}
