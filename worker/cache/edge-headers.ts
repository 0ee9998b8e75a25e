import type { MiddlewareHandler } from 'hono';

import type { AppEnv } from '../env';
import { noStore } from '../render/head';
import { canonicalOrigin } from '../site/canonical';

import { isStorablePage, pageBypassReason } from './page-middleware/page-policy';

/**
 * The edge-only cache header (Cloudflare's Workers Cache, README.md "Workers Cache"): Cloudflare reads it before
 * `cdn-cache-control` and `Cache-Control`, and strips it from what the reader receives.
 */
export const EDGE_CACHE_CONTROL = 'cloudflare-cdn-cache-control';
/** The tags a purge by tag names (stripped by Cloudflare too). */
export const CACHE_TAG = 'cache-tag';

/** The page cache's fresh window (page-middleware), the edge's too. */
export const EDGE_FRESH_SECONDS = 60;
// spec §9 cache headers.
const STALE_WHILE_REVALIDATE_SECONDS = 300;
const STALE_IF_ERROR_SECONDS = 86_400;
// Cloudflare keeps at most 1 000 tags of a response for purges; a tag is printable ASCII, at most 1 024 long,
// and the header separates them with commas.
const MAX_TAGS = 1000;
const TAG = /^[\x21-\x2B\x2D-\x7E]{1,1024}$/;

/**
 * The Cache-Tag values of a public page: its site (`site:<host>`) and every CMS entry it shows
 * (`entry:<id>`), so the purge of an entry reaches every page showing it. Undefined when they cannot all be
 * kept (over 1 000, or a value Cloudflare would drop): such a page must not be kept at the edge.
 */
export function edgeCacheTags(host: string, entryIds: readonly string[]): string[] | undefined {
  const tags = [`site:${host.toLowerCase()}`, ...new Set(entryIds.map((id) => `entry:${id}`))];
  if (tags.length > MAX_TAGS || !tags.every((tag) => TAG.test(tag))) return undefined;
  return tags;
}

/** The edge directive of a public page: no `s-maxage` or `must-revalidate`, which would turn off stale serving. */
export function publicEdgeCacheControl(freshSeconds = EDGE_FRESH_SECONDS): string {
  const fresh = Math.max(0, Math.min(EDGE_FRESH_SECONDS, Math.floor(freshSeconds)));
  return `max-age=${fresh}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
}

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('text/html');

/**
 * Cache headers for a cache in front of the Worker, on HTML answers: a page the page cache may keep (public,
 * published, healthy, naming CMS entries) gets the edge directive and its tags; every other HTML answer gets
 * `no-store` for the edge, and a request that proved it may preview or sent credentials also `private, no-store`
 * for every other cache (whose key holds neither cookie nor Authorization). Other responses keep what their
 * route set. Runs inside the page cache, so a stored page keeps its headers and a hit answers with them.
 */
export function edgeCacheMiddleware(): MiddlewareHandler<AppEnv> {
  return async function edgeCache(c, next) {
    await next();
    if (!isHtml(c.res)) return;
    const reason = pageBypassReason(c);
    if (reason === 'preview' || reason === 'credentials') {
      c.header('cache-control', noStore);
      c.header(EDGE_CACHE_CONTROL, 'no-store');
      c.header(CACHE_TAG, undefined);
      return;
    }
    const tracker = c.get('contentCache');
    const host = new URL(canonicalOrigin(c.req.url, c.env.DEFAULT_HOST)).hostname;
    const tags =
      !reason && isStorablePage(c.res, tracker) ? edgeCacheTags(host, tracker.entryIds()) : undefined;
    if (!tags) {
      c.header(EDGE_CACHE_CONTROL, 'no-store');
      c.header(CACHE_TAG, undefined);
      return;
    }
    c.header(EDGE_CACHE_CONTROL, publicEdgeCacheControl(tracker.shortestFreshSeconds()));
    c.header(CACHE_TAG, tags.join(','));
  };
}
