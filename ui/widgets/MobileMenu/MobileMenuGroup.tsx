import { shownWithoutScript, withScriptOnly } from '../../components/script-media.css';
import { useIslandTexts } from '../../i18n/island-texts';
import { useIslandId } from '../../islands/island-id';
import type { NavLink } from '../../layout/types';

import { GROUP_ICON } from './icons';
import { MenuLinkItem } from './MenuLinkItem';
import * as styles from './MobileMenu.css';
import type { MobileMenuTextKey } from './texts';

/**
 * One main link of the menu; its sub-links sit in a group the reader expands (spec §2; `enhance.ts`), shown
 * expanded where no script runs.
 */
export function MobileMenuGroup({ link, index }: { link: NavLink; index: number }) {
  const t = useIslandTexts<MobileMenuTextKey>();
  const groupId = useIslandId(`group-${index}`);
  const subLinks = link.subLinks ?? [];
  if (subLinks.length === 0) return <MenuLinkItem link={link} />;
  return (
    <>
      <div className={styles.groupRow}>
        <MenuLinkItem link={link} />
        <button
          type="button"
          className={`${styles.expand} ${withScriptOnly}`}
          aria-expanded={false}
          aria-controls={groupId}
          aria-label={t('Show {section} links', { section: link.text })}
        >
          <span aria-hidden="true">{GROUP_ICON.closed}</span>
        </button>
      </div>
      <ul id={groupId} className={`${styles.subList} ${shownWithoutScript}`} hidden>
        {subLinks.map((sub, subIndex) => (
          <li key={`${subIndex}-${sub.text}`}>
            <MenuLinkItem link={sub} />
          </li>
        ))}
      </ul>
    </>
  );
}
