/**
 * Where CMS assets are fetched from. Hygraph serves them at `https://<region>.graphassets.com/<handle>`, which
 * never loads offline; in development `CMS_ASSET_HOST` (wrangler.toml, empty in staging and production) names the
 * local asset host stand-in (scripts/services/assets.mjs), which answers the same paths, resize segments included.
 */
import { derivedStore } from './read-only';

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
 * path kept, so resized URLs built from it go there too. Cached data is never changed: what holds a moved URL is
 * a copy, and the rest (most of an answer: text, rich text) is the value's own, not copied on every read. With no
 * host (staging, production) the value itself.
 */
export function withAssetHost<T>(value: T, assetHost: string): T {
  if (!assetHost) return value;
  return moved(value, assetHost, () => moveToAssetHost(value, assetHost)) as T;
}

// Per read-only answer of the content cache (read-only.ts): the same answer moves once per isolate.
const moved = derivedStore<unknown>();

function moveToAssetHost(value: unknown, assetHost: string): unknown {
  const origin = assetHost.replace(/\/+$/, '');
  const move = (item: unknown): unknown => {
    if (typeof item === 'string') return item.includes('.com/') ? item.replace(cmsAssetOrigin, origin) : item;
    if (Array.isArray(item)) {
      let copy: unknown[] | null = null;
      item.forEach((entry: unknown, i) => {
        const moved = move(entry);
        if (moved !== entry) (copy ??= [...item])[i] = moved;
      });
      return copy ?? item;
    }
    if (item && typeof item === 'object') {
      let copy: Record<string, unknown> | null = null;
      for (const [key, entry] of Object.entries(item)) {
        const moved = move(entry);
        if (moved !== entry) (copy ??= { ...item })[key] = moved;
      }
      return copy ?? item;
    }
    return item;
  };
  return move(value);
}
