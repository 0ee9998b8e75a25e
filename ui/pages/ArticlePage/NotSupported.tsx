import { Notice, Text } from 'braid-design-system';

import { useTranslations } from '../../i18n';
import translations from '../../i18n/article.vocab';

/** Development only: marks where a block or form will render once its issue lands. */
export function NotSupported({ name }: { name: string }) {
  const { t } = useTranslations(translations);
  return (
    <Notice tone="info">
      <Text>{t('Not yet supported: {name}', { name })}</Text>
    </Notice>
  );
}
