import { useTranslations } from '../i18n';
import translations from '../i18n/common.vocab';

import * as styles from './HeaderNav.css';
import { SiteLinkItem } from './SiteLinkItem';
import type { NavLink } from './types';

export interface HeaderNavProps {
  links: NavLink[];
  inverted?: boolean;
}

/** The header's main links on wide screens; a link with sub-links opens its dropdown on hover or focus. */
export function HeaderNav({ links, inverted = false }: HeaderNavProps) {
  const { t } = useTranslations(translations);
  const caret = (
    <span className={styles.caret} aria-hidden="true">
      ▼
    </span>
  );
  const top = inverted ? `${styles.topLink} ${styles.topLinkInverted}` : styles.topLink;
  return (
    <nav aria-label={t('Main navigation')}>
      <ul className={styles.list}>
        {links.map((link, index) => (
          <li key={`${index}-${link.text}`} className={styles.item}>
            {link.href === null && link.subLinks?.length ? (
              // A group without a page of its own still takes focus, so keyboards can open it.
              <button
                type="button"
                className={`${top} ${styles.groupButton}`}
                aria-current={link.current ? 'true' : undefined}
              >
                {link.text}
                {caret}
              </button>
            ) : (
              <SiteLinkItem link={link} className={top} deadClassName={styles.dead} current={link.current}>
                {link.text}
                {link.subLinks?.length ? caret : null}
              </SiteLinkItem>
            )}
            {link.subLinks?.length ? (
              <ul className={styles.subMenu} aria-label={link.text}>
                {link.subLinks.map((sub, subIndex) => (
                  <li key={`${subIndex}-${sub.text}`}>
                    <SiteLinkItem link={sub} className={styles.subLink} deadClassName={styles.dead} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
