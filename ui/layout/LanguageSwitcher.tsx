import { useTranslations } from '../i18n';
import translations from '../i18n/common.vocab';

import { LanguageLinks } from './LanguageLinks';
import type { LanguageOption } from './types';

export { languageLabels } from './LanguageLinks';

/** Links to the same page in the site's other language; plain links, no script. */
export function LanguageSwitcher({ options }: { options: LanguageOption[] }) {
  const { t } = useTranslations(translations);
  return <LanguageLinks options={options} label={t('Language')} />;
}
