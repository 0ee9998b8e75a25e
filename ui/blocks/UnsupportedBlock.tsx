import { Notice, Text } from 'braid-design-system';

import { useTranslations } from '../i18n';
import translations from '../i18n/common.vocab';

/** Development only: says which CMS block type has no renderer yet, where it would have been. */
export function UnsupportedBlock({ typename }: { typename: string }) {
  const { t } = useTranslations(translations);
  return (
    <Notice tone="info">
      <Text>{t('Block type {type} is not supported yet', { type: typename })}</Text>
    </Notice>
  );
}
