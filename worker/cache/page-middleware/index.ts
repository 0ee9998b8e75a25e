import type { Context, MiddlewareHandler } from 'hono';

import type { AppEnv } from '../../env';
import { timed } from '../../observability/timed';
import { assetBuild } from '../../render/manifest';
import { canonicalHref, requestAddress, type CanonicalAddress } from '../../site/canonical';
import { READER_CEILING_MS } from '../../upstreams/reader-budget';
import { CACHE_TAG } from '../edge-headers';
import { purgedSince } from '../purge-marks';
import {
  claimRefresh,
  confirmUnchanged,
  leasedElsewhere,
  leaseName,
  releaseRefresh,
  UNCHANGED_REWRITE_MS,
} from '../refresh-lease';
import { SharedWork } from '../shared-work';
import { claimWrite } from '../throttle';
import type { CacheTracker } from '../tracker';

import { pageReadAhead } from './early-hit';
import { forgetHotPage, HOT_TIER_SECONDS, keepHotPage, recallHotPage } from './hot-pages';
import { pageCacheKey } from './page-key';
import {
  isFreshPage,
  isStorablePage,
  PAGE_FRESH_SECONDS,
  PAGE_STALE_SECONDS,
  pageAge,
  pageBypassReason,
  showsCanonicalPage,
} from './page-policy';
import { keptHeaders, pageResponse, readPage, writePage, type KeptPage, type StoredPage } from './page-store';

/** The response header naming how the page cache answered (README "Performance"). */
export const PAGE_CACHE_HEADER = 'x-page-cache';

export type PageCacheStatus = 'hit' | 'stale' | 'miss' | 'bypass';

export interface PageCacheOptions {
  /** Runs a request through the whole app again: how a stale page is re-rendered in the background. */
  render(request: Request, env: AppEnv['Bindings'], ctx: ExecutionContext): Response | Promise<Response>;
  /** The data cache's windows (read.ts), in seconds; tests may shorten them. */
  freshSeconds?: number;
  staleWhileRevalidateSeconds?: number;
  staleIfErrorSeconds?: number;
  /** How long a page read from KV is answered from the isolate's memory (hot-pages.ts); 0: never. */
  hotSeconds?: number;
  now?: () => number;
}

// A render an upstream failure spoiled: an error, or a page showing a part's no-data state.
const renderFailed = (response: Response, tracker: CacheTracker | undefined) =>
  response.status >= 500 || (response.status === 200 && tracker?.weakest() === 'unavailable');

// Requests this middleware sends itself to re-render a stale page, with that page: they skip the read and
// store the result.
const refreshRequests = new WeakMap<Request, KeptPage>();
// Those of them whose page could be stored.
const storedRefreshes = new WeakSet<Request>();
// Requests this middleware sends itself to render the canonical address of a variant that missed.
const canonicalRequests = new WeakSet<Request>();

// The canonical address as a request carrying the reader's headers (language, user agent), not its Host.
function requestFor(href: string, original: Request): Request {
  const headers = new Headers(original.headers);
  headers.delete('host');
  return new Request(href, { headers });
}
// Per isolate: until when each page's background re-render holds it (a stampede on a stale page renders it
// once), and, after a re-render that stored nothing, until when none is tried again. Plain times, never a
// promise of another request: a re-render whose request was cut off holds its page no longer than this.
const refreshing = new Map<string, number>();
/** How long a page's background re-render holds it at most. */
export const REFRESH_TTL_MS = 30_000;
/** After a re-render that stored nothing (an upstream failed), the page is not re-rendered for this long. */
export const FAILED_REFRESH_MEMORY_MS = 30_000;
const REFRESHING_PAGES = 2_000;

function holdRefresh(key: string, until: number): void {
  refreshing.delete(key);
  refreshing.set(key, until);
  if (refreshing.size > REFRESHING_PAGES) refreshing.delete(refreshing.keys().next().value!);
}

/**
 * What a render hands to the readers of its page waiting for it: the page, when it may be stored, or its answer
 * for an upstream outage (a 503 with no cookie, never stored), so a crowd of readers of a page the CMS cannot
 * give renders it once.
 */
type SharedAnswer = { status: 200 | 503; headers: [string, string][]; html: string | ArrayBuffer };

// Per isolate: the misses being rendered, as plain records the other readers of the page poll
// (../shared-work.ts); each is filled in with the answer it made, or undefined when that may not be shared.
const renders = new SharedWork<SharedAnswer | undefined>();

/** How long a render holds its page for other readers at most: the reader's ceiling, and a little more. */
export const SHARED_RENDER_TTL_MS = READER_CEILING_MS + 2_000;

/** Forgets the renders and re-renders this isolate holds (tests). */
export function forgetRenders(): void {
  renders.clear();
  refreshing.clear();
}

// An outage answer one reader's render may hand to the others: a 503 page setting no cookie.
const isSharedOutage = (response: Response) =>
  response.status === 503 &&
  !response.headers.has('set-cookie') &&
  (response.headers.get('content-type') ?? '').startsWith('text/html');

const sharedResponse = (answer: SharedAnswer) =>
  answer.status === 200
    ? pageResponse({ ...answer, status: 200, build: assetBuild }, 'miss')
    : new Response(answer.html, {
        status: answer.status,
        headers: [...answer.headers, [PAGE_CACHE_HEADER, 'miss']],
      });

const stripFragment = (url: string) => url.replace(/#.*$/, '');

const decoder = new TextDecoder();
// Entry ids, and the cache-tag header that lists them, come in the order a render's reads finished, which
// differs from render to render: compared as sets.
const sorted = (items: readonly string[]) => [...items].sort();
const headersAsSet = (headers: readonly [string, string][]) =>
  JSON.stringify(
    headers.map(([name, value]) => [
      name,
      name.toLowerCase() === CACHE_TAG ? sorted(value.split(',')).join(',') : value,
    ]),
  );
const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

// Whether a render made exactly the page `previous` holds (this build's, the same HTML, headers, entries and
// window), stored recently enough that it need not be written again.
function unchangedPage(
  previous: KeptPage | undefined,
  page: StoredPage & { html: string },
  entryIds: string[],
  at: number,
) {
  if (!previous || previous.page.build !== page.build || at - previous.storedAt >= UNCHANGED_REWRITE_MS)
    return false;
  const html =
    typeof previous.page.html === 'string' ? previous.page.html : decoder.decode(previous.page.html);
  return (
    html === page.html &&
    previous.page.freshSeconds === page.freshSeconds &&
    headersAsSet(previous.page.headers) === headersAsSet(page.headers) &&
    sameIds(previous.entryIds ?? [], entryIds)
  );
}

function executionContext(c: Context<AppEnv>): ExecutionContext {
  try {
    return c.executionCtx as ExecutionContext;
  } catch {
    // No execution context (some tests): background work just runs.
    const waitUntil = (promise: Promise<unknown>) => void promise.catch(() => undefined);
    return { waitUntil, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
  }
}

/**
 * The page cache (DESIGN §4, spec §9 windows): a published, non-personalised page is answered from one KV
 * read of its rendered HTML (the value; its envelope, with the CMS entry ids it shows so purges by entry id,
 * the webhook and purge-all remove it, is the metadata: page-store.ts), or for a few seconds after such a
 * read from the isolate's hot tier (hot-pages.ts), with the data cache's windows: fresh (shorter when a read it shows
 * keeps a shorter one, e.g. the share price quote), then served stale while one background re-render runs,
 * then re-rendered; if that render fails (5xx, or a part shows its no-data state) the stored page is served
 * until the stale-if-error window ends. Drafts, errors, cookies and private responses are never stored.
 * Concurrent misses of one page in an isolate render it once: the others poll that render's record
 * (../shared-work.ts: no request awaits another's promise) and answer its page when it may be stored; otherwise,
 * when its reader went away and the record expired (SHARED_RENDER_TTL_MS), or at their own deadline, they render
 * it themselves.
 * Responses say how they were served in `x-page-cache: hit | stale | miss | bypass`. The windows are
 * checked once, when the middleware is made.
 */
export function pageCacheMiddleware(options: PageCacheOptions): MiddlewareHandler<AppEnv> {
  const fresh = options.freshSeconds ?? PAGE_FRESH_SECONDS;
  const stale = options.staleWhileRevalidateSeconds ?? PAGE_STALE_SECONDS;
  const error = options.staleIfErrorSeconds ?? 86_400;
  const hotSeconds = options.hotSeconds ?? HOT_TIER_SECONDS;
  const now = options.now ?? Date.now;
  for (const [name, seconds] of Object.entries({ fresh, stale, error, hot: hotSeconds })) {
    if (!(seconds >= 0)) throw new RangeError(`pageCacheMiddleware: the ${name} window must be seconds ≥ 0`);
  }

  // Re-renders the canonical address `href` of the stale page `kept` in the background, unless this isolate
  // is already doing so or one failed moments ago, and only when no other caller of the deployment holds the
  // lease of this version's refresh (../refresh-lease.ts).
  function refresh(
    c: Context<AppEnv>,
    key: string,
    href: string,
    ctx: ExecutionContext,
    kept: KeptPage,
  ): void {
    const until = refreshing.get(key);
    if (until !== undefined && until > now()) return;
    const lease = leaseName(key, kept.storedAt);
    if (leasedElsewhere(lease, now())) return;
    holdRefresh(key, now() + REFRESH_TTL_MS);
    const request = requestFor(href, c.req.raw);
    refreshRequests.set(request, kept);
    const done = claimRefresh(c.env.REFRESH_LEASE, lease, (kept.page.freshSeconds ?? fresh) * 1000)
      .then(async (granted) => {
        if (!granted) return 'elsewhere';
        const response = await options.render(request, c.env, ctx);
        await response.arrayBuffer();
        return storedRefreshes.has(request) ? 'stored' : 'failed';
      })
      .catch((failure: unknown) => {
        console.warn(
          `page cache: refresh of ${key} failed: ${failure instanceof Error ? failure.message : failure}`,
        );
        return 'failed' as const;
      })
      .then(async (outcome) => {
        if (outcome !== 'failed') refreshing.delete(key);
        else {
          holdRefresh(key, now() + FAILED_REFRESH_MEMORY_MS);
          await releaseRefresh(c.env.REFRESH_LEASE, lease);
        }
      });
    ctx.waitUntil(done);
  }

  // Asks the coordinator about an old stored page before rendering it again: it may have been confirmed
  // unchanged elsewhere lately (then freshSince counts from then). The lease, if granted, is this render's.
  async function askBeforeRendering(c: Context<AppEnv>, key: string, kept: KeptPage, pageFresh: number) {
    const lease = leaseName(key, kept.storedAt);
    if (!leasedElsewhere(lease, now())) await claimRefresh(c.env.REFRESH_LEASE, lease, pageFresh * 1000);
  }

  async function store(
    c: Context<AppEnv>,
    key: string,
    html: Promise<string>,
    previous: KeptPage | undefined,
    address: CanonicalAddress,
  ): Promise<void> {
    const tracker = c.get('contentCache');
    // A route that names another canonical page (page 1 asked as /abc, an article under another section)
    // answered a variant: never stored, so keys stay bounded by the real pages.
    if (!showsCanonicalPage(c.get('pageCanonical'), address)) {
      await html.catch(() => undefined);
      return;
    }
    const renderedAt = now();
    // A page is as old as the oldest data in it: it never outlives that data's windows.
    const storedAt = Math.min(tracker.oldestStoredAt() ?? renderedAt, renderedAt);
    const headers = keptHeaders(c.res.headers);
    const text = await html.catch(() => undefined); // the reader saw the stream fail too
    if (text === undefined) return;
    // A purge of an entry the page shows came after its data was fetched: the page is old, never stored.
    if (await purgedSince(c.env.CONTENT_CACHE, key, tracker.sources(), now())) return;
    const shortest = tracker.shortestFreshSeconds();
    const page: StoredPage & { html: string } = { status: 200, build: assetBuild, headers, html: text };
    if (shortest !== undefined && shortest < fresh) page.freshSeconds = shortest;
    if (unchangedPage(previous, page, tracker.entryIds(), renderedAt)) {
      // The same page: confirmed from this render's data age, nothing written (../refresh-lease.ts).
      await confirmUnchanged(c.env.REFRESH_LEASE, leaseName(key, previous!.storedAt), storedAt);
      return;
    }
    if (!claimWrite(key, renderedAt)) return;
    forgetHotPage(key);
    await writePage(
      { kv: c.env.CONTENT_CACHE, index: c.env.CACHE_INDEX },
      key,
      page,
      { storedAt, entryIds: tracker.entryIds(), href: canonicalHref(address) },
      previous,
      error,
      renderedAt,
    )
      .catch((failure: unknown) => console.error(`page cache: storing ${key} failed`, failure))
      .finally(() => forgetHotPage(key));
  }

  return async function pageCache(c, next) {
    if (pageBypassReason(c)) {
      await next();
      c.header(PAGE_CACHE_HEADER, 'bypass');
      return;
    }
    const ctx = executionContext(c);
    const kv = c.env.CONTENT_CACHE;
    const address = requestAddress(c);
    if (!address.storable) {
      // A value no real page has (a year 10 000): answered, never stored.
      await next();
      c.header(PAGE_CACHE_HEADER, 'bypass');
      return;
    }
    const href = canonicalHref(address);
    const key = await pageCacheKey(address);
    const refreshed = refreshRequests.get(c.req.raw);
    const isRefresh = refreshed !== undefined;
    const isCanonical = canonicalRequests.has(c.req.raw) || isRefresh || stripFragment(c.req.url) === href;
    // A page of an earlier build names that build's scripts, gone after a deploy: kept only for stale-if-error.
    const isFresh = (kept: KeptPage, at: number) => isFreshPage(key, kept, at, fresh);
    const hotPage = isRefresh || hotSeconds === 0 ? undefined : recallHotPage(key, now(), hotSeconds);
    if (hotPage && isFresh(hotPage, now())) return pageResponse(hotPage.page, 'hit');
    // The read earlyPageHit made of this request's page when it could not answer it (stale, say).
    const readAhead = pageReadAhead(c.req.raw);
    const stored = isRefresh
      ? undefined
      : readAhead
        ? readAhead.kept
        : await timed('page-cache', () => readPage(kv, key));
    const readAt = now();
    let age = stored ? pageAge(key, stored, readAt) : Infinity;
    const current = stored?.page.build === assetBuild;
    const pageFresh = stored?.page.freshSeconds ?? fresh;
    if (stored && current && age >= pageFresh + stale && age < error && isCanonical) {
      // Older than its windows as this isolate knows them: another isolate's refresh may have confirmed it.
      await askBeforeRendering(c, key, stored, pageFresh);
      age = pageAge(key, stored, now());
    }
    if (stored && isFresh(stored, now())) {
      if (hotSeconds > 0) keepHotPage(key, stored, readAt);
      return pageResponse(stored.page, 'hit');
    }
    if (stored && current && age < pageFresh + stale) {
      refresh(c, key, href, ctx, stored);
      return pageResponse(stored.page, 'stale');
    }
    if (!isCanonical) {
      // A variant (another spelling, unread parameters, an unknown Host) is answered as its canonical page,
      // rendered (and stored, or served stale after an upstream failure) under the canonical address: nothing
      // of the variant reaches the stored copy.
      const request = requestFor(href, c.req.raw);
      canonicalRequests.add(request);
      c.res = undefined;
      c.res = await options.render(request, c.env, ctx);
      return;
    }
    if (!isRefresh) {
      // Another request of this isolate is rendering this page: its page is this reader's too. Polled on this
      // request's own timers, until the reader's deadline at most.
      const waitMs = (c.get('deadline') ?? now() + READER_CEILING_MS) - now();
      const outcome = await renders.wait(key, Math.max(0, waitMs), now);
      if (outcome?.ok && outcome.value) return sharedResponse(outcome.value);
    }
    const lead = isRefresh ? undefined : renders.lead(key, SHARED_RENDER_TTL_MS, now());
    // The render is kept alive (waitUntil) until its page is handed to the readers waiting for it, so a reader
    // who goes away mid-render does not leave them waiting.
    let handOver = (_answer: SharedAnswer | undefined) => {};
    if (lead) {
      ctx.waitUntil(
        new Promise<void>((resolve) => {
          handOver = (answer) => {
            // To the readers waiting now; those arriving later read the stored page, or render again.
            lead.settle({ ok: true, value: answer });
            lead.release();
            resolve();
          };
        }),
      );
    }
    // What the readers waiting for this render get: its page once read, when it may be stored.
    let shared: Promise<SharedAnswer | undefined> = Promise.resolve(undefined);
    try {
      await next();
      const response = c.res;
      if (isStorablePage(response, c.get('contentCache')) && response.body) {
        if (isRefresh) {
          // The background refresh waits for its write, so no second refresh starts meanwhile.
          const html = await response.text();
          await store(c, key, Promise.resolve(html), refreshed, address);
          storedRefreshes.add(c.req.raw);
          c.res = new Response(html, response);
        } else {
          const [forReader, forStore] = response.body.tee();
          c.res = new Response(forReader, response);
          const html = new Response(forStore).text();
          if (showsCanonicalPage(c.get('pageCanonical'), address)) {
            const headers = keptHeaders(response.headers);
            shared = html.then((text) => ({ status: 200, build: assetBuild, headers, html: text }));
          }
          ctx.waitUntil(store(c, key, html, stored, address));
        }
      } else if (stored && renderFailed(response, c.get('contentCache')) && age < error) {
        // stale-if-error: the render failed or showed a no-data state (an upstream is down); the stored page
        // is better than either.
        await response.body?.cancel();
        c.res = undefined; // drop the error response's headers rather than merge them
        c.res = pageResponse(stored.page, 'stale');
        return;
      } else if (lead && isSharedOutage(response) && response.body) {
        // No stored copy, and an upstream cannot help: the readers waiting get this answer too.
        const [forReader, forShare] = response.body.tee();
        c.res = new Response(forReader, response);
        const headers = [...response.headers];
        shared = new Response(forShare).text().then((html) => ({ status: 503, headers, html }));
      } else if (stored && response.status === 404) {
        // The page is gone (unpublished): forget it rather than serve it after an upstream failure.
        forgetHotPage(key);
        ctx.waitUntil(kv.delete(key));
      }
    } finally {
      if (lead) void shared.then(handOver, () => handOver(undefined));
    }
    c.header(PAGE_CACHE_HEADER, 'miss');
  };
}
