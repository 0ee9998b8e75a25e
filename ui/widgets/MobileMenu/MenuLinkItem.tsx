import type { NavLink } from '../../layout/types';

import * as styles from './MobileMenu.css';

/** A menu entry: a link, or its text when the CMS link is dead. */
export function MenuLinkItem({ link }: { link: NavLink }) {
  if (link.href === null) return <span className={`${styles.link} ${styles.dead}`}>{link.text}</span>;
  return (
    <a
      className={styles.link}
      href={link.href}
      aria-current={link.current ? 'true' : undefined}
      {...(link.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.text}
    </a>
  );
}
