import { withoutScriptOnly, withScriptOnly } from '../../components/script-media.css';
import { IslandTextsProvider, useIslandTexts } from '../../i18n/island-texts';
import type { IslandTexts } from '../../i18n/texts-translator';
import { useIslandId } from '../../islands/island-id';
import { LanguageLinks } from '../../layout/LanguageLinks';
import type { LanguageOption, NavLink, SiteLink } from '../../layout/types';

import { MENU_ICON } from './icons';
import { MenuLinkItem } from './MenuLinkItem';
import * as styles from './MobileMenu.css';
import { MobileMenuGroup } from './MobileMenuGroup';
import type { MobileMenuTextKey } from './texts';

/** A main link of the menu (kept for callers of the first version). */
export type MenuLink = NavLink;

export interface MobileMenuProps {
  links: NavLink[];
  languages?: LanguageOption[];
  primaryAction?: SiteLink | null;
  /** Its texts in the page's language (`mobileMenuTexts`): the island ships no translations. */
  texts: IslandTexts<MobileMenuTextKey>;
}

/**
 * The header's menu on small screens: a toggle button, the site's links with expandable groups (spec §2).
 * Rendered closed on the server; opening, closing (Escape too) and the groups are plain DOM in the browser
 * (`enhance.ts`), with no React. Where no script runs the toggle is a link to the panel, which its address's
 * fragment opens (`:target`), with every group's links shown.
 */
export function MobileMenu({ texts, ...props }: MobileMenuProps) {
  return (
    <IslandTextsProvider value={texts}>
      <Menu {...props} />
    </IslandTextsProvider>
  );
}

function Menu({ links, languages = [], primaryAction = null }: Omit<MobileMenuProps, 'texts'>) {
  const t = useIslandTexts<MobileMenuTextKey>();
  const panelId = useIslandId('panel');
  return (
    <>
      <a href={`#${panelId}`} className={`${styles.toggle} ${withoutScriptOnly}`}>
        <span aria-hidden="true">{MENU_ICON.closed}</span>
        {t('Menu')}
      </a>
      <button
        type="button"
        className={`${styles.toggle} ${withScriptOnly}`}
        aria-expanded={false}
        aria-controls={panelId}
        aria-label={t('Open menu')}
      >
        <span aria-hidden="true">{MENU_ICON.closed}</span>
        {t('Menu')}
      </button>
      <nav id={panelId} className={styles.panel} hidden aria-label={t('Menu')}>
        <ul className={styles.list}>
          {links.map((link, index) => (
            <li key={`${index}-${link.text}`} className={styles.item}>
              <MobileMenuGroup link={link} index={index} />
            </li>
          ))}
          {primaryAction ? (
            <li className={styles.item}>
              <MenuLinkItem link={primaryAction} />
            </li>
          ) : null}
        </ul>
        {languages.length ? (
          <div className={styles.languages}>
            <LanguageLinks options={languages} label={t('Language')} />
          </div>
        ) : null}
      </nav>
    </>
  );
}
