import { Heading, Stack, Text } from 'braid-design-system';

import type { PreviewDataView } from '../../../model/preview-data';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/preview.vocab';

import { NoPreviewReasons } from './NoPreviewReasons';
import { PreviewTable } from './PreviewTable';
import { headingKey } from './wording';

/**
 * The preview list page (spec §2): which draft or published views of an article or page exist, with a
 * link to each; or that none does and why.
 */
export function PreviewListPage({ preview }: { preview: PreviewDataView }) {
  const { t } = useTranslations(translations);
  return (
    <Stack space="large">
      <Heading level="1">{t(headingKey(preview))}</Heading>
      <Text tone="secondary">{t('Entry id: {id}', { id: preview.id })}</Text>
      {preview.previews.length > 0 ? (
        <PreviewTable previews={preview.previews} />
      ) : (
        <NoPreviewReasons reason={preview.reason} />
      )}
    </Stack>
  );
}
