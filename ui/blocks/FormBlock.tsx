import { Box, Heading, Stack } from 'braid-design-system';

import type { FormView } from '../../model/form';
import type { RichTextContent } from '../../model/rich-text';
import { FormIsland } from '../forms';
import { useTranslations } from '../i18n';

import translations from './blocks.vocab';
import { Rich } from './Rich';

/**
 * A CMS form in a page (a Form block, or an embedded item's form with the item's own title and description):
 * its title and description, then the forms island.
 */
export function FormBlock({
  form,
  title,
  description,
}: {
  form: FormView;
  title?: string | null;
  description?: RichTextContent | null;
}) {
  const { t } = useTranslations(translations);
  const heading = title || form.title || t('Form');
  const text = description ?? form.description;
  return (
    <Box
      component="section"
      aria-label={heading}
      background="neutralLight"
      borderRadius="large"
      padding="gutter"
      data={{ form: form.slug }}
    >
      <Stack space="large">
        <Heading level="2">{heading}</Heading>
        <Rich content={text} />
        <FormIsland form={form} />
      </Stack>
    </Box>
  );
}
