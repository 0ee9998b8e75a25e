import type { LinkView, NavLinkView } from '../../model/links';
import type { SectionView } from '../../model/section';
import type { SubNavigationLink } from '../../ui/layout/SubNavigation';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function isCurrent(link: LinkView, currentPath: string): boolean {
  return link.href !== null && trimSlash(link.href) === trimSlash(currentPath);
}

// The page is the link's page or lies under it ('/career-advice' holds '/career-advice/x', not '/career-advicex').
function isUnder(href: string | null, path: string): boolean {
  if (href === null || !href.startsWith('/')) return false;
  const base = trimSlash(href);
  return path === base || path.startsWith(base === '/' ? '/' : `${base}/`);
}

// The header link that is this section's own: it or one of its sub-links is the page, or the page lies under it.
function ownGroup(links: NavLinkView[], currentPath: string): NavLinkView | undefined {
  const path = trimSlash(currentPath);
  return links.find(
    (link) =>
      link.subLinks.length > 0 &&
      ((link.href !== '/' && isUnder(link.href, path)) || link.subLinks.some((sub) => isCurrent(sub, path))),
  );
}

/**
 * The sub-navigation of a content page from its section's header sub-links (spec §2): the header link the page
 * belongs to and its sub-links, the link to the page itself current. A page that belongs to no header group
 * (about, market insights, the awards) gets none: another section's tabs with nothing current would mislead.
 */
export function subNavigationLinks(section: SectionView | null, currentPath: string): SubNavigationLink[] {
  const links = section?.headerOptions?.links ?? [];
  const group = ownGroup(links, currentPath);
  if (!group) return [];
  const entries: LinkView[] = [group, ...group.subLinks];
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
