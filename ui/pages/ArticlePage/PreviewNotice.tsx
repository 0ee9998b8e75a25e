import { Notice, Text } from 'braid-design-system';

import { useTranslations } from '../../i18n';
import translations from '../../i18n/article.vocab';

/** The banner above and below an article shown from draft content (spec §2). */
export function PreviewNotice() {
  const { t } = useTranslations(translations);
  return (
    <Notice tone="info">
      <Text>{t('This is an Article Preview')}</Text>
    </Notice>
  );
}
