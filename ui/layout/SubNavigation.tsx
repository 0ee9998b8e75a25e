import { Box, ContentBlock, Hidden } from 'braid-design-system';

import { useTranslations } from '../i18n';
import translations from '../i18n/content.vocab';

import * as styles from './SubNavigation.css';
import type { SiteLink } from './types';

export interface SubNavigationLink extends SiteLink {
  /** The page being shown: marked aria-current="page". */
  current: boolean;
}

function Item({ link, className }: { link: SubNavigationLink; className: string }) {
  if (link.href === null) return <span className={`${className} ${styles.dead}`}>{link.text}</span>;
  return (
    <a
      className={className}
      href={link.href}
      aria-current={link.current ? 'page' : undefined}
      {...(link.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.text}
    </a>
  );
}

/**
 * The bar of a section's pages under the header (spec §2 "Generic content page"): tabs on tablet and up, a
 * disclosure on mobile whose summary names the current page. Plain links and <details>: no script needed.
 */
export function SubNavigation({ links }: { links: SubNavigationLink[] }) {
  const { t } = useTranslations(translations);
  if (links.length === 0) return null;
  const current = links.find((link) => link.current);
  return (
    <Box component="nav" aria-label={t('Section navigation')} className={styles.bar}>
      <ContentBlock width="large">
        <Box paddingX="gutter">
          <Hidden below="tablet">
            <ul className={styles.tabs}>
              {links.map((link, index) => (
                <li key={`${index}-${link.text}`}>
                  <Item link={link} className={styles.tab} />
                </li>
              ))}
            </ul>
          </Hidden>
          <Hidden above="mobile">
            <details className={styles.disclosure}>
              <summary className={styles.summary}>
                {current?.text ?? t('In this section')}
                <span className={styles.caret} aria-hidden="true">
                  ▼
                </span>
              </summary>
              <ul className={styles.menu}>
                {links.map((link, index) => (
                  <li key={`${index}-${link.text}`}>
                    <Item link={link} className={styles.menuLink} />
                  </li>
                ))}
              </ul>
            </details>
          </Hidden>
        </Box>
      </ContentBlock>
    </Box>
  );
}
