import { useEffect, useRef, useState } from 'react';

import { useTranslations } from '../../i18n';
import translations from '../../i18n/common.vocab';
import { useIslandId } from '../../islands/island-id';

import * as styles from './MobileMenu.css';

export interface MenuLink {
  text: string;
  href: string;
  subLinks?: MenuLink[];
}

export interface MobileMenuProps {
  links: MenuLink[];
}

/** The header's menu on small screens: a toggle button and the site's links (spec §2, §4). */
export function MobileMenu({ links }: MobileMenuProps) {
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
          {links.map((link) => (
            <li key={link.href}>
              <a className={styles.link} href={link.href}>
                {link.text}
              </a>
              {link.subLinks?.length ? (
                <ul className={styles.subList}>
                  {link.subLinks.map((sub) => (
                    <li key={sub.href}>
                      <a className={styles.link} href={sub.href}>
                        {sub.text}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
