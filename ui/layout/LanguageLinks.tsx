import * as styles from './LanguageSwitcher.css';
import type { LanguageOption } from './types';

/** Each language named in itself (spec §2): the switcher is read by people who may not read the page's language. */
export const languageLabels: Record<LanguageOption['language'], string> = {
  en: 'English',
  id: 'Bahasa',
  th: 'ภาษาไทย',
};

const langTags: Record<LanguageOption['language'], string> = { en: 'en', id: 'id', th: 'th' };

/**
 * Links to the same page in the site's other language, in a navigation named `label`; plain links, no script.
 * Takes its name as text, so the mobile menu island can show it without the translation files.
 */
export function LanguageLinks({ options, label }: { options: LanguageOption[]; label: string }) {
  return (
    <nav aria-label={label}>
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
