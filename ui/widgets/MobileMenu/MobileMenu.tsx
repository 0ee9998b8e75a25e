import { useEffect, useRef, useState } from 'react';

import { IslandTextsProvider, useIslandTexts, type IslandTexts } from '../../i18n/island-texts';
import { useIslandId } from '../../islands/island-id';
import { LanguageLinks } from '../../layout/LanguageLinks';
import type { LanguageOption, NavLink, SiteLink } from '../../layout/types';

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

/** The header's menu on small screens: a toggle button, the site's links with expandable groups (spec §2). */
export function MobileMenu({ texts, ...props }: MobileMenuProps) {
  return (
    <IslandTextsProvider value={texts}>
      <Menu {...props} />
    </IslandTextsProvider>
  );
}

function Menu({ links, languages = [], primaryAction = null }: Omit<MobileMenuProps, 'texts'>) {
  const t = useIslandTexts<MobileMenuTextKey>();
  const [open, setOpen] = useState(false);
  const panelId = useIslandId('panel');
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('Close menu') : t('Open menu')}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">{open ? '✕' : '☰'}</span>
        {t('Menu')}
      </button>
      <nav id={panelId} className={styles.panel} hidden={!open} aria-label={t('Menu')}>
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
