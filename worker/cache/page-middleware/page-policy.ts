import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

import type { AppEnv } from '../../env';
import { PREVIEW_COOKIE } from '../../preview/cookie';
import type { CacheTracker } from '../tracker';

// Not pages: operator, webhook, preview session and API routes answer per request.
const UNCACHED_PREFIXES = ['/admin', '/api', '/webhooks', '/preview'];
// Search results (article-search, about/search, careers/…/search): one entry per term would fill KV, and no
// CMS purge follows the search index.
const SEARCH_RESULTS = /\/(article-search|search)(\/|$)/;

/**
 * Why a request must not be answered from (or stored in) the page cache, or undefined when it may be:
 * anything but GET, the non-page routes, search results, a preview cookie or `?draft` (drafts are never stored, DESIGN §4),
 * and credentials (an Authorization header) that could make the answer personal.
 */
export function pageBypassReason(c: Context<AppEnv>): string | undefined {
  if (c.req.method !== 'GET') return 'method';
  const path = c.req.path.toLowerCase();
  if (UNCACHED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return 'route';
  if (SEARCH_RESULTS.test(path)) return 'search';
  if (c.var.preview || c.var.previewAllowed || getCookie(c, PREVIEW_COOKIE) !== undefined) return 'preview';
  if (c.req.query('draft') !== undefined) return 'draft';
  if (c.req.header('authorization')) return 'credentials';
  return undefined;
}

/**
 * Whether a rendered response may be kept: a 200 HTML page, public, setting no cookie and not varying by
 * one, built only from published reads that came from the cache or upstream (not a stale copy served after
 * an upstream failure, nor a no-data state shown for a failed read) and naming at least one CMS entry, so a
 * purge can remove it.
 */
export function isStorablePage(response: Response, tracker: CacheTracker | undefined): boolean {
  if (response.status !== 200 || !response.body) return false;
  const headers = response.headers;
  if (!(headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (headers.has('set-cookie')) return false;
  if (/\b(private|no-store|no-cache)\b/i.test(headers.get('cache-control') ?? '')) return false;
  if (/(^|,)\s*(\*|cookie)\s*(,|$)/i.test(headers.get('vary') ?? '')) return false;
  const weakest = tracker?.weakest();
  if (!tracker || weakest === 'error-stale' || weakest === 'unavailable' || weakest === 'bypass')
    return false;
  return tracker.entryIds().length > 0;
}
