import type { LinkView, NavLinkView } from '../../model/links';
import type { SectionView } from '../../model/section';
import type { SubNavigationLink } from '../../ui/layout/SubNavigation';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function isCurrent(link: LinkView, currentPath: string): boolean {
  return link.href !== null && trimSlash(link.href) === trimSlash(currentPath);
}

// The header link that is this section's own: it or one of its sub-links is the page, or the page lies under it.
function ownGroup(links: NavLinkView[], currentPath: string): NavLinkView | undefined {
  const path = trimSlash(currentPath);
  return links.find(
    (link) =>
      link.subLinks.length > 0 &&
      ((link.href !== null && link.href.startsWith('/') && path.startsWith(trimSlash(link.href))) ||
        link.subLinks.some((sub) => isCurrent(sub, path))),
  );
}

/**
 * The sub-navigation of a content page from its section's header sub-links (spec §2): the header link the page
 * belongs to and its sub-links; when the page belongs to none, every sub-link of the header (each href once).
 * The link to the page itself is current. Empty without header options or sub-links.
 */
export function subNavigationLinks(section: SectionView | null, currentPath: string): SubNavigationLink[] {
  const links = section?.headerOptions?.links ?? [];
  const group = ownGroup(links, currentPath);
  const entries: LinkView[] = group ? [group, ...group.subLinks] : links.flatMap((link) => link.subLinks);
  const seen = new Set<string>();
  return entries
    .filter((link) => {
      const key = link.href ?? `dead:${link.text}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((link) => ({
      text: link.text,
      href: link.href,
      openInNewTab: link.openInNewTab,
      current: isCurrent(link, currentPath),
    }));
}
