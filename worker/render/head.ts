import type { Site } from '../site/sites';

/** "{page title} | {brand}": the job-seeker brand, or the employer brand on employer sites (spec §1). */
export function documentTitle(pageTitle: string, site: Site): string {
  const suffix = ` | ${site.brandName}`;
  // CMS SEO titles sometimes carry the brand already; it is added once.
  const title = pageTitle.endsWith(suffix) ? pageTitle.slice(0, -suffix.length) : pageTitle;
  return title ? `${title}${suffix}` : site.brandName;
}

/** HTML pages may be kept by caches in front of the worker (spec §9). */
export const htmlCacheControl =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';

/** Error and personal responses are never stored. */
export const noStore = 'private, no-store';
