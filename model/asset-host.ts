/**
 * Where CMS assets are fetched from. Hygraph serves them at `https://<region>.graphassets.com/<handle>`, which
 * never loads offline; in development `CMS_ASSET_HOST` (wrangler.toml, empty in staging and production) names the
 * local asset host stand-in (scripts/services/assets.mjs), which answers the same paths, resize segments included.
 */

/** Hosts that serve CMS assets (Hygraph's). */
export const cmsAssetHost = /(^|\.)graphassets\.com$|(^|\.)graphcms\.com$/;

/** The origin of a CMS asset URL inside any text, up to the path that follows it. */
const cmsAssetOrigin = /https:\/\/(?:[a-z0-9-]+\.)*(?:graphassets|graphcms)\.com(?=\/)/g;

/**
 * `url` on `assetHost` instead of the CMS's asset host, when one is given; any other URL, or no host, as it is.
 */
export function onAssetHost(url: string, assetHost: string): string {
  if (!assetHost) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!cmsAssetHost.test(parsed.hostname)) return url;
  return `${assetHost.replace(/\/+$/, '')}${parsed.pathname}${parsed.search}`;
}

/**
 * `value` (CMS data: objects, arrays, strings) with every CMS asset URL in its strings moved to `assetHost`, the
 * path kept, so resized URLs built from it go there too. A copy: cached data is never changed. With no host
 * (staging, production) the value itself.
 */
export function withAssetHost<T>(value: T, assetHost: string): T {
  if (!assetHost) return value;
  const origin = assetHost.replace(/\/+$/, '');
  const move = (item: unknown): unknown => {
    if (typeof item === 'string') return item.includes('.com/') ? item.replace(cmsAssetOrigin, origin) : item;
    if (Array.isArray(item)) return item.map(move);
    if (item && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, move(entry)]));
    }
    return item;
  };
  return move(value) as T;
}
