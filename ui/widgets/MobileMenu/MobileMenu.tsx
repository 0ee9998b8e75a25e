import { useEffect, useRef, useState } from 'react';

import { useTranslations } from '../../i18n';
import translations from '../../i18n/common.vocab';
import { useIslandId } from '../../islands/island-id';
import { LanguageSwitcher } from '../../layout/LanguageSwitcher';
import type { LanguageOption, NavLink, SiteLink } from '../../layout/types';

import { MenuLinkItem } from './MenuLinkItem';
import * as styles from './MobileMenu.css';
import { MobileMenuGroup } from './MobileMenuGroup';

/** A main link of the menu (kept for callers of the first version). */
export type MenuLink = NavLink;

export interface MobileMenuProps {
  links: NavLink[];
  languages?: LanguageOption[];
  primaryAction?: SiteLink | null;
}

/** The header's menu on small screens: a toggle button, the site's links with expandable groups (spec §2). */
export function MobileMenu({ links, languages = [], primaryAction = null }: MobileMenuProps) {
  const { t } = useTranslations(translations);
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
            <LanguageSwitcher options={languages} />
          </div>
        ) : null}
      </nav>
    </>
  );
}
