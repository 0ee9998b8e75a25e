import { securityHeaders, type SecurityConfig } from '../../middleware/security-headers/policy';
import { PREVIEW_COOKIE } from '../../preview/cookie';
import { canonicalAddress } from '../../site/canonical';
import { sitesTableHost } from '../../site/sites';
import { BoundedLru } from '../bounded-lru';

import { keepHotPage, recallHotPage } from './hot-pages';
import { pageCacheKey } from './page-key';
import { isFreshPage, pathBypassReason } from './page-policy';
import { readPage, type KeptPage } from './page-store';

// Per isolate: request URL (with the default host) → its page cache key when the URL is a canonical page
// address the page cache may answer, or null. A pure function of the two, remembered for the busiest URLs.
const MAX_URL_LENGTH = 2048;
const addresses = new BoundedLru<{ key: string | null; size: number }>({
  maxSize: 512 * 1024,
  sizeOf: ({ size }) => size,
});

function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

// The page cache key of `url` when the app would look it up as is: a canonical path and query (so no redirect,
// no variant render) on a host of the sites table (any spelling of it: its page key is the site's), storable,
// on a route the page cache serves.
async function canonicalKey(url: string, defaultHost: string): Promise<string | null> {
  const { hostname, pathname, search } = new URL(url);
  if (pathname.includes('//')) return null; // the site middleware redirects it
  if (pathBypassReason(pathname) || pathBypassReason(decoded(pathname))) return null;
  if (!sitesTableHost(hostname)) return null;
  const address = canonicalAddress(url, defaultHost);
  const asked = `${pathname}${search}`;
  if (!address.storable || `${address.path}${address.query ? `?${address.query}` : ''}` !== asked)
    return null;
  return pageCacheKey(address);
}

async function keyOf(url: string, defaultHost: string): Promise<string | null> {
  if (url.length > MAX_URL_LENGTH) return null;
  const memo = `${defaultHost} ${url}`;
  const known = addresses.get(memo);
  if (known) return known.key;
  const key = await canonicalKey(url, defaultHost);
  addresses.set(memo, { key, size: memo.length + (key?.length ?? 0) });
  return key;
}

// The security headers of an HTML response for the last configuration asked (one per isolate in practice).
let security: { config: string; headers: [string, string][] } | undefined;
function htmlSecurityHeaders(env: SecurityConfig): [string, string][] {
  const config = `${env.ENVIRONMENT}\n${env.RECAPTCHA_SITE_KEY ?? ''}\n${env.SENTRY_BROWSER_DSN ?? ''}`;
  if (security?.config !== config) {
    security = { config, headers: Object.entries(securityHeaders(env, true)) };
  }
  return security.headers;
}

// Per hot page: the Headers of its hit, made on its first hit (a Response copies them; faster than a list).
const hitHeaders = new WeakMap<KeptPage, { security: [string, string][]; headers: Headers }>();

/**
 * The headers of a page-cache hit, as the app gives them: the stored headers, `x-page-cache: hit`, then the
 * security headers the page did not set itself (middleware/security-headers).
 */
function headersOfHit(kept: KeptPage, env: SecurityConfig): Headers {
  const securityNow = htmlSecurityHeaders(env);
  const made = hitHeaders.get(kept);
  if (made?.security === securityNow) return made.headers;
  const stored = kept.page.headers;
  const names = new Set(stored.map(([name]) => name.toLowerCase()));
  const headers = new Headers([
    ...stored,
    ['x-page-cache', 'hit'],
    ...securityNow.filter(([name]) => !names.has(name)),
  ]);
  hitHeaders.set(kept, { security: securityNow, headers });
  return headers;
}

type HitEnv = SecurityConfig & { DEFAULT_HOST: string; CONTENT_CACHE: KVNamespace };
const isHitEnv = (env: unknown): env is HitEnv =>
  typeof (env as Partial<HitEnv> | undefined)?.DEFAULT_HOST === 'string' &&
  (env as Partial<HitEnv>).CONTENT_CACHE !== undefined;

// Requests whose stored page was read here but not answered (stale, another build's): the page cache
// middleware takes the read from here instead of reading KV again.
const readAhead = new WeakMap<Request, { kept: KeptPage | undefined }>();

/** The page earlyPageHit read from KV for `request` and did not answer, if it read one (page-middleware). */
export function pageReadAhead(request: Request): { kept: KeptPage | undefined } | undefined {
  return readAhead.get(request);
}

const hit = (kept: KeptPage, env: HitEnv) =>
  new Response(kept.page.html, { status: 200, headers: headersOfHit(kept, env) });

/**
 * A page-cache hit answered before the app runs (DESIGN §4): a reader's GET of a page's canonical address,
 * without credentials or a preview cookie, whose page this isolate holds fresh in its hot tier (hot-pages.ts)
 * or KV holds fresh (one read; then kept hot, as the page cache middleware keeps it). The response is exactly
 * the page cache's hit with the security headers the app adds, made without routing, site resolution or
 * per-request header building. Undefined for everything else: the app decides, with the page read here (a
 * stale one, say) passed on through pageReadAhead.
 */
export async function earlyPageHit(request: Request, env: unknown): Promise<Response | undefined> {
  if (!isHitEnv(env) || readAhead.has(request)) return undefined;
  if (request.method !== 'GET' || request.headers.has('authorization')) return undefined;
  if (request.headers.get('cookie')?.includes(PREVIEW_COOKIE)) return undefined;
  // A configuration the sites table cannot serve (no default host) is the app's to report, as it does today.
  const key = await keyOf(request.url, env.DEFAULT_HOST).catch(() => null);
  if (key === null) return undefined;
  const hot = recallHotPage(key, Date.now());
  if (hot && isFreshPage(key, hot, Date.now())) return hit(hot, env);
  const kept = await readPage(env.CONTENT_CACHE, key);
  const readAt = Date.now();
  if (kept && isFreshPage(key, kept, readAt)) {
    keepHotPage(key, kept, readAt);
    return hit(kept, env);
  }
  readAhead.set(request, { kept });
  return undefined;
}
