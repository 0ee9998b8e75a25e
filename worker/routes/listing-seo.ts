import type { Context } from 'hono';

import { listPageHref } from '../../model/rules/list-pages';
import type { AppEnv } from '../env';
import { pageOrigin } from '../site/canonical';
import type { Language } from '../site/sites';

/** One language version of a listing page: a path for the switcher, a URL and BCP 47 tag for hreflang. */
export interface ListingAlternate {
  language: Language;
  hreflang: string;
  href: string;
  url: string;
}

/** Page 1 of a list lives at its base path; page n at `${base}/${n}` (one canonical URL per page). */
export function listPagePath(basePath: string, page: number): string {
  return page > 1 ? listPageHref(basePath, page) : basePath;
}

/**
 * The language versions of a listing page on this site: the site's languages its entry has a version in;
 * `pathIn` gives the page's path in a language (null: no version there, worker/render/seo/language-fallback.ts).
 * Only worth stating when there are two or more.
 */
export function listingAlternates(
  c: Context<AppEnv>,
  pathIn: (language: Language, hygraphLocale: string) => string | null,
): ListingAlternate[] {
  const origin = pageOrigin(c);
  const alternates = c.get('site').locales.flatMap((locale) => {
    const href = pathIn(locale.language, locale.hygraphLocale);
    return href
      ? [{ language: locale.language, hreflang: locale.locale, href, url: `${origin}${href}` }]
      : [];
  });
  return alternates.length > 1 ? alternates : [];
}

/** Robots directives: the CMS's noindex / noarchive. */
export function listingRobots(seo: { noIndex: boolean; noArchive: boolean }): string | undefined {
  const directives = [seo.noIndex && 'noindex', seo.noArchive && 'noarchive'].filter(Boolean);
  return directives.length ? directives.join(', ') : undefined;
}
