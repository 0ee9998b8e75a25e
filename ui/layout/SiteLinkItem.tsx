import type { ReactNode } from 'react';

import type { SiteLink } from './types';

interface SiteLinkItemProps {
  link: SiteLink;
  className: string;
  deadClassName?: string;
  children?: ReactNode;
  /** Marks the link to the section the page is in. */
  current?: boolean;
}

/** A CMS link as an anchor, or as plain text when it is dead (href null, spec §2 link routes). */
export function SiteLinkItem({ link, className, deadClassName, children, current }: SiteLinkItemProps) {
  const content = children ?? link.text;
  if (link.href === null) {
    return <span className={deadClassName ? `${className} ${deadClassName}` : className}>{content}</span>;
  }
  return (
    <a
      className={className}
      href={link.href}
      aria-current={current ? 'true' : undefined}
      {...(link.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {content}
    </a>
  );
}
