import type { Context } from 'hono';

import type { AppEnv } from '../../env';
import { assetBuild } from '../../render/manifest';
import type { CanonicalAddress } from '../../site/canonical';
import { freshSince } from '../refresh-lease';
import type { CacheTracker } from '../tracker';

import type { KeptPage } from './page-store';

// Not pages: operator, webhook, preview session and API routes answer per request.
const UNCACHED_PREFIXES = ['/admin', '/api', '/webhooks', '/preview'];
// Search results (article-search, about/search, careers/…/search): one entry per term would fill KV, and no
// CMS purge follows the search index.
const SEARCH_RESULTS = /\/(article-search|search)(\/|$)/;

/** How long a stored page is fresh, in seconds, unless its data keeps a shorter window (spec §9). */
export const PAGE_FRESH_SECONDS = 60;
/** Then how long it is answered stale while one background render refreshes it, in seconds (spec §9). */
export const PAGE_STALE_SECONDS = 300;

/**
 * How old the stored page `kept` of `key` is at `at`, in seconds: from when it was stored, or last found
 * unchanged by a refresh (../refresh-lease.ts).
 */
export const pageAge = (key: string, kept: KeptPage, at: number) =>
  (at - freshSince(key, kept.storedAt)) / 1000;

/** Whether the stored page `kept` of `key` is this build's and fresh at `at` (its own window, else `fresh`). */
export const isFreshPage = (key: string, kept: KeptPage, at: number, fresh = PAGE_FRESH_SECONDS) =>
  kept.page.build === assetBuild && pageAge(key, kept, at) < (kept.page.freshSeconds ?? fresh);

/** Why a request for `path` must not use the page cache whatever else it sends: 'route', 'search' or undefined. */
export function pathBypassReason(path: string): 'route' | 'search' | undefined {
  const lower = path.toLowerCase();
  if (UNCACHED_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`))) return 'route';
  if (SEARCH_RESULTS.test(lower)) return 'search';
  return undefined;
}

/**
 * Why a request must not be answered from (or stored in) the page cache, or undefined when it may be:
 * anything but GET, the non-page routes, search results, a valid preview token (drafts are never stored, DESIGN §4),
 * and credentials (an Authorization header) that could make the answer personal.
 */
export function pageBypassReason(c: Context<AppEnv>): string | undefined {
  if (c.req.method !== 'GET') return 'method';
  const reason = pathBypassReason(c.req.path);
  if (reason) return reason;
  // Only a valid preview token: an invalid cookie or a bare `?draft` gets the published page, from the cache
  // (`draft` is no parameter of the canonical address).
  if (c.get('preview') || c.get('previewAllowed')) return 'preview';
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

// A path compared as a reader sees it: decoded, without a trailing slash.
function comparablePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep it as sent
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

// A query compared as a reader sees it: its parameters decoded, in their order.
const comparableQuery = (query: string) => new URLSearchParams(query).toString();

/**
 * Whether the page a route rendered is the page of the canonical address it was asked as: its canonical link
 * (recorded by renderPage) names the same path and the same parameters that choose what it shows. A route that
 * says another page is canonical (page 1 asked as `/abc`, a year on a page without a list the year filters)
 * answered a variant. Responses not rendered as a page (no canonical recorded) are not judged here.
 */
export function showsCanonicalPage(
  pageCanonical: string | undefined,
  address: Pick<CanonicalAddress, 'path' | 'filters'>,
): boolean {
  if (pageCanonical === undefined) return true;
  const link = new URL(pageCanonical, 'http://x');
  return (
    comparablePath(link.pathname) === comparablePath(address.path) &&
    comparableQuery(link.search) === comparableQuery(address.filters)
  );
}
