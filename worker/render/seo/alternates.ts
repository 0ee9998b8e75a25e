import type { Site } from '../../site/sites';

/** One hreflang link of a page: a BCP 47 tag (or x-default) and an absolute URL. */
export interface HreflangLink {
  hreflang: string;
  href: string;
}

/**
 * The page's hreflang set with `x-default` added: the version in the site's default language (its first
 * locale), else the first listed. Search engines send readers whose language matches none of the set there.
 * A page in one language only has no set: there is nothing to choose between (the same rule for the page's
 * head and its sitemap entry).
 */
export function withXDefault(alternates: readonly HreflangLink[], site: Site): HreflangLink[] {
  const links = alternates.filter((a) => a.hreflang !== 'x-default');
  if (links.length < 2) return [];
  const defaultTag = site.locales[0]?.locale;
  const fallback = links.find((a) => a.hreflang === defaultTag) ?? links[0];
  return fallback ? [...links, { hreflang: 'x-default', href: fallback.href }] : links;
}
