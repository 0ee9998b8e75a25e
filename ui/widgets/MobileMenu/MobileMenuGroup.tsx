import { useState } from 'react';

import { useIslandTexts } from '../../i18n/island-texts';
import { useIslandId } from '../../islands/island-id';
import type { NavLink } from '../../layout/types';

import { MenuLinkItem } from './MenuLinkItem';
import * as styles from './MobileMenu.css';
import type { MobileMenuTextKey } from './texts';

/** One main link of the menu; its sub-links sit in a group the reader expands (spec §2). */
export function MobileMenuGroup({ link, index }: { link: NavLink; index: number }) {
  const t = useIslandTexts<MobileMenuTextKey>();
  const [open, setOpen] = useState(false);
  const groupId = useIslandId(`group-${index}`);
  const subLinks = link.subLinks ?? [];
  if (subLinks.length === 0) return <MenuLinkItem link={link} />;
  return (
    <>
      <div className={styles.groupRow}>
        <MenuLinkItem link={link} />
        <button
          type="button"
          className={styles.expand}
          aria-expanded={open}
          aria-controls={groupId}
          aria-label={t('Show {section} links', { section: link.text })}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </div>
      <ul id={groupId} className={styles.subList} hidden={!open}>
        {subLinks.map((sub, subIndex) => (
          <li key={`${subIndex}-${sub.text}`}>
            <MenuLinkItem link={sub} />
          </li>
        ))}
      </ul>
    </>
  );
}
