import { brandNames, type Site } from '../site/sites';

/** "{page title} | {brand}": the job-seeker brand, or the employer brand on employer sites (spec §1). */
export function documentTitle(pageTitle: string, site: Site): string {
  // CMS SEO titles sometimes carry a brand already, the job-seeker one even on employer pages: the site's own
  // brand is added once, in its place.
  const carried = Object.values(brandNames[site.brand])
    .map((name) => ` | ${name}`)
    .find((suffix) => pageTitle.endsWith(suffix));
  const title = carried ? pageTitle.slice(0, -carried.length) : pageTitle;
  return title ? `${title} | ${site.brandName}` : site.brandName;
}

/** HTML pages may be kept by caches in front of the worker (spec §9). */
export const htmlCacheControl =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';

/** Error and personal responses are never stored. */
export const noStore = 'private, no-store';
