import { useTranslations } from '../i18n';
import translations from '../i18n/common.vocab';

import * as styles from './LanguageSwitcher.css';
import type { LanguageOption } from './types';

/** Each language named in itself (spec §2): the switcher is read by people who may not read the page's language. */
export const languageLabels: Record<LanguageOption['language'], string> = {
  en: 'English',
  id: 'Bahasa',
  th: 'ภาษาไทย',
};

const langTags: Record<LanguageOption['language'], string> = { en: 'en', id: 'id', th: 'th' };

/** Links to the same page in the site's other language; plain links, no script. */
export function LanguageSwitcher({ options }: { options: LanguageOption[] }) {
  const { t } = useTranslations(translations);
  return (
    <nav aria-label={t('Language')}>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.language}>
            <a
              className={option.current ? `${styles.link} ${styles.current}` : styles.link}
              href={option.href}
              hrefLang={langTags[option.language]}
              lang={langTags[option.language]}
              aria-current={option.current ? 'page' : undefined}
            >
              {languageLabels[option.language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
