import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';

import type { AppEnv } from '../../env';
import { siteMiddleware } from '../../middleware/site';
import { previewMiddleware } from '../../preview/middleware';
import { htmlCacheControl } from '../../render/head';
import { canonicalAddress } from '../../site/canonical';
import { contentCacheMiddleware } from '../middleware';
import { markPurge } from '../purge-marks';

import {
  forgetHotPages,
  HOT_PAGE_MAX_BYTES,
  HOT_TIER_BYTES,
  HOT_TIER_SECONDS,
  hotTierSize,
  keepHotPage,
  recallHotPage,
} from './hot-pages';
import { pageCacheKey } from './page-key';
import type { KeptPage } from './page-store';

import { pageCacheMiddleware } from '.';

const kv = env.CONTENT_CACHE;
let unique = 0;

const keptPage = (bytes: number, entryIds = ['ckhot'], storedAt = Date.now()): KeptPage => ({
  page: { status: 200, build: 'b', headers: [['content-type', 'text/html']], html: new ArrayBuffer(bytes) },
  storedAt,
  entryIds,
});

beforeEach(forgetHotPages);

describe('the hot tier', () => {
  it('holds at most HOT_TIER_BYTES, dropping the least recently used page first', () => {
    const now = Date.now();
    const size = 256 * 1024;
    const count = HOT_TIER_BYTES / size;
    for (let i = 0; i < count; i += 1) keepHotPage(`page:h/${i}`, keptPage(size), now);
    expect(hotTierSize().pages).toBe(count - 1); // headers count too: the 16th page pushes out the first
    expect(recallHotPage('page:h/0', now)).toBeUndefined();
    expect(recallHotPage('page:h/1', now)).toBeDefined(); // used: now the most recent
    keepHotPage('page:h/new', keptPage(size), now);
    expect(hotTierSize().bytes).toBeLessThanOrEqual(HOT_TIER_BYTES);
    expect(recallHotPage('page:h/1', now)).toBeDefined();
    expect(recallHotPage('page:h/2', now)).toBeUndefined();
    expect(recallHotPage('page:h/new', now)).toBeDefined();
  });

  it('never holds a page bigger than HOT_PAGE_MAX_BYTES', () => {
    keepHotPage('page:h/big', keptPage(HOT_PAGE_MAX_BYTES + 1), Date.now());
    expect(recallHotPage('page:h/big', Date.now())).toBeUndefined();
    expect(hotTierSize()).toEqual({ pages: 0, bytes: 0 });
  });

  it(`answers a page for ${HOT_TIER_SECONDS} s after it was read, then forgets it`, () => {
    const readAt = Date.now();
    keepHotPage('page:h/expiry', keptPage(100), readAt);
    expect(recallHotPage('page:h/expiry', readAt + HOT_TIER_SECONDS * 1000 - 1)).toBeDefined();
    expect(recallHotPage('page:h/expiry', readAt + HOT_TIER_SECONDS * 1000)).toBeUndefined();
    expect(hotTierSize().pages).toBe(0);
    // A clock that went back is no reason to trust it either.
    keepHotPage('page:h/expiry', keptPage(100), readAt);
    expect(recallHotPage('page:h/expiry', readAt - 1)).toBeUndefined();
  });

  it('forgets a page once this isolate sees a purge of an entry it shows, of its prefix, or of everything', async () => {
    const id = `ckhotpurge${unique++}`;
    const storedAt = Date.now() - 10;
    keepHotPage('page:h/a', keptPage(100, [id], storedAt), Date.now());
    keepHotPage('page:h/b', keptPage(100, ['ckhotother'], storedAt), Date.now());
    keepHotPage('page:h/unknown', { ...keptPage(100, [], storedAt), entryIds: undefined }, Date.now());
    await markPurge(kv, { entryIds: [id] });
    expect(recallHotPage('page:h/a', Date.now())).toBeUndefined();
    expect(recallHotPage('page:h/b', Date.now())).toBeDefined();
    // Entry ids too many for the metadata are unknown here: any entry's purge counts.
    expect(recallHotPage('page:h/unknown', Date.now())).toBeUndefined();

    await markPurge(kv, { prefix: 'page:h/' });
    expect(recallHotPage('page:h/b', Date.now())).toBeUndefined();
    keepHotPage('page:h/c', keptPage(100, ['ckhotother'], storedAt), Date.now());
    await markPurge(kv, { all: true });
    expect(recallHotPage('page:h/c', Date.now())).toBeUndefined();
    // A page stored after the purge is not covered by it.
    keepHotPage('page:h/d', keptPage(100, [id], Date.now() + 1), Date.now());
    expect(recallHotPage('page:h/d', Date.now())).toBeDefined();
  });
});

describe('the page cache with its hot tier', () => {
  function countingApp(now: () => number, hotSeconds?: number) {
    let renders = 0;
    const app = new Hono<AppEnv>();
    const render = (request: Request, bindings: Env, ctx: ExecutionContext) =>
      app.fetch(request, bindings, ctx);
    app.use(siteMiddleware(), previewMiddleware());
    app.use(pageCacheMiddleware({ render, now, hotSeconds }));
    app.use(contentCacheMiddleware());
    app.get('/hot/:id', (c) => {
      renders += 1;
      c.get('contentCache').record('miss', { entryIds: [`ck${c.req.param('id')}`], storedAt: now() });
      return c.html(`<p>render ${renders}</p>`, 200, { 'cache-control': htmlCacheControl });
    });
    return { app, renders: () => renders };
  }

  async function get(app: Hono<AppEnv>, path: string) {
    const ctx = createExecutionContext();
    const res = await app.request(`http://candidate-au.localhost${path}`, {}, env, ctx);
    const text = await res.text();
    await waitOnExecutionContext(ctx);
    return { text, cache: res.headers.get('x-page-cache') };
  }

  it('answers a hot page from memory within its window, and from KV again after it or after a purge', async () => {
    let clock = Date.now();
    const { app, renders } = countingApp(() => clock);
    const id = `hot${Date.now()}${unique++}`;
    const path = `/hot/${id}`;
    const key = await pageCacheKey(
      canonicalAddress(`http://candidate-au.localhost${path}`, 'candidate-au.localhost'),
    );
    expect((await get(app, path)).cache).toBe('miss');
    expect(await get(app, path)).toEqual({ text: '<p>render 1</p>', cache: 'hit' }); // from KV, now hot
    await kv.delete(key); // behind the page cache's back: only the hot copy can answer
    expect(await get(app, path)).toEqual({ text: '<p>render 1</p>', cache: 'hit' });
    expect(renders()).toBe(1);

    clock += HOT_TIER_SECONDS * 1000; // the hot copy has expired: KV, which has nothing, so a render
    expect((await get(app, path)).cache).toBe('miss');
    expect(renders()).toBe(2);
    expect((await get(app, path)).cache).toBe('hit'); // from KV, hot again

    await markPurge(kv, { entryIds: [`ck${id}`] }, clock);
    await kv.delete(key);
    expect((await get(app, path)).cache).toBe('miss');
    expect(renders()).toBe(3);
  });

  it('is never used with a window of 0', async () => {
    const { app, renders } = countingApp(Date.now, 0);
    const path = `/hot/off${Date.now()}${unique++}`;
    await get(app, path);
    expect((await get(app, path)).cache).toBe('hit');
    expect(hotTierSize().pages).toBe(0);
    expect(renders()).toBe(1);
  });
});
