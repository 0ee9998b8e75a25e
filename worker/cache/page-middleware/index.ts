import type { Context, MiddlewareHandler } from 'hono';

import type { AppEnv } from '../../env';
import { timed } from '../../observability/timed';
import { assetBuild } from '../../render/manifest';
import { canonicalHref, requestAddress, type CanonicalAddress } from '../../site/canonical';
import { READER_CEILING_MS } from '../../upstreams/reader-budget';
import type { CacheTracker } from '../tracker';

import { askBeforeRendering, forgetRefreshes, refreshInBackground } from './background-refresh';
import { pageReadAhead } from './early-hit';
import { forgetHotPage, keepHotPage, recallHotPage } from './hot-pages';
import { canonicalRequests, refreshRequests, requestFor, storedRefreshes } from './own-requests';
import { pageCacheKey } from './page-key';
import { isFreshPage, isStorablePage, pageAge, pageBypassReason, showsCanonicalPage } from './page-policy';
import { keptHeaders, PAGE_CACHE_HEADER, pageResponse, readPage, type KeptPage } from './page-store';
import { pageCacheSettings, type PageCacheOptions, type PageCacheSettings } from './settings';
import {
  forgetSharedRenders,
  isSharedOutage,
  leadRender,
  renderedElsewhere,
  type SharedAnswer,
} from './shared-render';
import { storeRender } from './store-render';

export { PAGE_CACHE_HEADER, type PageCacheStatus } from './page-store';
export type { PageCacheOptions } from './settings';

/** Forgets the renders and re-renders this isolate holds (tests). */
export function forgetRenders(): void {
  forgetSharedRenders();
  forgetRefreshes();
}

// A render an upstream failure spoiled: an error, or a page showing a part's no-data state.
const renderFailed = (response: Response, tracker: CacheTracker | undefined) =>
  response.status >= 500 || (response.status === 200 && tracker?.weakest() === 'unavailable');

const stripFragment = (url: string) => url.replace(/#.*$/, '');

function executionContext(c: Context<AppEnv>): ExecutionContext {
  try {
    return c.executionCtx as ExecutionContext;
  } catch {
    // No execution context (some tests): background work just runs.
    const waitUntil = (promise: Promise<unknown>) => void promise.catch(() => undefined);
    return { waitUntil, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
  }
}

/** One request's page: its key, canonical address and href, and whether this request is the page's own. */
interface PageRequest {
  key: string;
  address: CanonicalAddress;
  href: string;
  /** The stale page this request re-renders in the background (own-requests.ts), if it is such a re-render. */
  refreshed: KeptPage | undefined;
  isCanonical: boolean;
  ctx: ExecutionContext;
}

async function pageRequest(c: Context<AppEnv>, address: CanonicalAddress): Promise<PageRequest> {
  const href = canonicalHref(address);
  const refreshed = refreshRequests.get(c.req.raw);
  const isCanonical =
    canonicalRequests.has(c.req.raw) || refreshed !== undefined || stripFragment(c.req.url) === href;
  return {
    key: await pageCacheKey(address),
    address,
    href,
    refreshed,
    isCanonical,
    ctx: executionContext(c),
  };
}

/** The stored copy of the page, read ahead (early-hit.ts) or from KV; none for a background re-render. */
async function storedCopy(c: Context<AppEnv>, page: PageRequest): Promise<KeptPage | undefined> {
  if (page.refreshed) return undefined;
  const readAhead = pageReadAhead(c.req.raw);
  if (readAhead) return readAhead.kept;
  return timed('page-cache', () => readPage(c.env.CONTENT_CACHE, page.key));
}

/**
 * The answer the stored copy gives, if it can: fresh (a hit), or in its stale window (served while it renders
 * again in the background). `age` is brought up to date when the coordinator knew of a later confirmation.
 */
async function answerFromStore(
  settings: PageCacheSettings,
  c: Context<AppEnv>,
  page: PageRequest,
  stored: KeptPage,
): Promise<{ response?: Response; age: number }> {
  const { now, fresh, stale, error, hotSeconds } = settings;
  const readAt = now();
  let age = pageAge(page.key, stored, readAt);
  const current = stored.page.build === assetBuild;
  const pageFresh = stored.page.freshSeconds ?? fresh;
  if (current && age >= pageFresh + stale && age < error && page.isCanonical) {
    // Older than its windows as this isolate knows them: another isolate's refresh may have confirmed it.
    await askBeforeRendering(c, page.key, stored, pageFresh * 1000, now);
    age = pageAge(page.key, stored, now());
  }
  // A page of an earlier build names that build's scripts, gone after a deploy: kept only for stale-if-error.
  if (isFreshPage(page.key, stored, now(), fresh)) {
    if (hotSeconds > 0) keepHotPage(page.key, stored, readAt);
    return { response: pageResponse(stored.page, 'hit'), age };
  }
  if (current && age < pageFresh + stale) {
    refreshInBackground(settings, c, page.ctx, page, stored);
    return { response: pageResponse(stored.page, 'stale'), age };
  }
  return { age };
}

/**
 * After the app rendered the page: stores it (a background re-render waits for its write), or answers the
 * stored copy instead of a failed render (stale-if-error), or forgets a page now gone. Returns what the readers
 * waiting for this render may be given, and whether the stored copy answered.
 */
async function keepRender(
  settings: PageCacheSettings,
  c: Context<AppEnv>,
  page: PageRequest,
  kept: { stored: KeptPage | undefined; age: number },
  leads: boolean,
): Promise<{ shared?: Promise<SharedAnswer | undefined>; servedStored?: true }> {
  const response = c.res;
  const { stored } = kept;
  if (isStorablePage(response, c.get('contentCache')) && response.body) {
    if (page.refreshed) {
      const html = await response.text();
      await storeRender(settings, c, page, Promise.resolve(html), page.refreshed);
      storedRefreshes.add(c.req.raw);
      c.res = new Response(html, response);
      return {};
    }
    const [forReader, forStore] = response.body.tee();
    c.res = new Response(forReader, response);
    const html = new Response(forStore).text();
    page.ctx.waitUntil(storeRender(settings, c, page, html, stored));
    if (!showsCanonicalPage(c.get('pageCanonical'), page.address)) return {};
    const headers = keptHeaders(response.headers);
    return { shared: html.then((text) => ({ status: 200, build: assetBuild, headers, html: text })) };
  }
  if (stored && renderFailed(response, c.get('contentCache')) && kept.age < settings.error) {
    // stale-if-error: the render failed or showed a no-data state (an upstream is down); the stored page is
    // better than either.
    await response.body?.cancel();
    c.res = undefined; // drop the error response's headers rather than merge them
    c.res = pageResponse(stored.page, 'stale');
    return { servedStored: true };
  }
  if (leads && isSharedOutage(response) && response.body) {
    // No stored copy, and an upstream cannot help: the readers waiting get this answer too.
    const [forReader, forShare] = response.body.tee();
    c.res = new Response(forReader, response);
    const headers = [...response.headers];
    return { shared: new Response(forShare).text().then((html) => ({ status: 503, headers, html })) };
  }
  if (stored && response.status === 404) {
    // The page is gone (unpublished): forget it rather than serve it after an upstream failure.
    forgetHotPage(page.key);
    page.ctx.waitUntil(c.env.CONTENT_CACHE.delete(page.key));
  }
  return {};
}

/**
 * The page cache (DESIGN §4, spec §9 windows): a published, non-personalised page is answered from one KV
 * read of its rendered HTML (the value; its envelope, with the CMS entry ids it shows so purges by entry id,
 * the webhook and purge-all remove it, is the metadata: page-store.ts), or for a few seconds after such a
 * read from the isolate's hot tier (hot-pages.ts), with the data cache's windows: fresh (shorter when a read it shows
 * keeps a shorter one, e.g. the share price quote), then served stale while one background re-render runs
 * (background-refresh.ts), then re-rendered; if that render fails (5xx, or a part shows its no-data state) the
 * stored page is served until the stale-if-error window ends. Drafts, errors, cookies and private responses are
 * never stored (store-render.ts).
 * Concurrent misses of one page in an isolate render it once: the others poll that render's record
 * (shared-render.ts: no request awaits another's promise) and answer its page when it may be stored; otherwise,
 * when its reader went away and the record expired, or at their own deadline, they render it themselves.
 * Responses say how they were served in `x-page-cache: hit | stale | miss | bypass`. The windows are
 * checked once, when the middleware is made.
 */
export function pageCacheMiddleware(options: PageCacheOptions): MiddlewareHandler<AppEnv> {
  const settings = pageCacheSettings(options);
  const { now, hotSeconds } = settings;

  return async function pageCache(c, next) {
    // A value no real page has (a year 10 000) is answered, never stored.
    const address = pageBypassReason(c) ? undefined : requestAddress(c);
    if (!address?.storable) {
      await next();
      c.header(PAGE_CACHE_HEADER, 'bypass');
      return;
    }
    const page = await pageRequest(c, address);
    const hotPage =
      page.refreshed || hotSeconds === 0 ? undefined : recallHotPage(page.key, now(), hotSeconds);
    if (hotPage && isFreshPage(page.key, hotPage, now(), settings.fresh))
      return pageResponse(hotPage.page, 'hit');
    const stored = await storedCopy(c, page);
    const fromStore = stored ? await answerFromStore(settings, c, page, stored) : { age: Infinity };
    if (fromStore.response) return fromStore.response;
    if (!page.isCanonical) {
      // A variant (another spelling, unread parameters, an unknown Host) is answered as its canonical page,
      // rendered (and stored, or served stale after an upstream failure) under the canonical address: nothing
      // of the variant reaches the stored copy.
      const request = requestFor(page.href, c.req.raw);
      canonicalRequests.add(request);
      c.res = undefined;
      c.res = await settings.render(request, c.env, page.ctx);
      return;
    }
    if (!page.refreshed) {
      // Another request of this isolate is rendering this page: its page is this reader's too, until the
      // reader's deadline at most.
      const waitMs = (c.get('deadline') ?? now() + READER_CEILING_MS) - now();
      const shared = await renderedElsewhere(page.key, waitMs, now);
      if (shared) return shared;
    }
    const lead = page.refreshed ? undefined : leadRender(page.key, page.ctx, now);
    let kept: Awaited<ReturnType<typeof keepRender>> = {};
    try {
      await next();
      kept = await keepRender(settings, c, page, { stored, age: fromStore.age }, lead !== undefined);
    } finally {
      lead?.handOver(kept.shared ?? Promise.resolve(undefined));
    }
    if (!kept.servedStored) c.header(PAGE_CACHE_HEADER, 'miss');
  };
}
