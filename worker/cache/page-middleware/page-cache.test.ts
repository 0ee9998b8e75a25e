import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';

import type { AppEnv } from '../../env';
import { siteMiddleware } from '../../middleware/site';
import { PREVIEW_COOKIE } from '../../preview/cookie';
import { previewMiddleware } from '../../preview/middleware';
import { signPreviewToken } from '../../preview/token';
import { htmlCacheControl } from '../../render/head';
import { assetBuild } from '../../render/manifest';
import { canonicalAddress } from '../../site/canonical';
import { agePage, indexRows, rewriteStoredPage } from '../../test/page-cache';
import { contentCacheMiddleware } from '../middleware';
import { storeEnvelope } from '../store';
import { MIN_WRITE_INTERVAL_MS } from '../throttle';

import { pageCacheKey } from './page-key';
import { readPage } from './page-store';

import { pageCacheMiddleware } from '.';

const kv = env.CONTENT_CACHE;
let unique = 0;

/** An app whose pages count their renders; `/p/:id` reads entry `ck<id>` and answers as `behaviour` says. */
function countingApp(behaviour: (c: Context<AppEnv>, render: number) => Response | Promise<Response>) {
  const renders = new Map<string, number>();
  const app = new Hono<AppEnv>();
  app.use(siteMiddleware(), previewMiddleware(), contentCacheMiddleware());
  app.use(pageCacheMiddleware({ render: (request, bindings, ctx) => app.fetch(request, bindings, ctx) }));
  app.get('/p/:id', (c) => {
    const render = (renders.get(c.req.path) ?? 0) + 1;
    renders.set(c.req.path, render);
    c.get('contentCache').record('miss', { entryIds: [`ck${c.req.param('id')}`], storedAt: Date.now() });
    return behaviour(c, render);
  });
  app.onError((_error, c) => c.html('<h1>Oops!</h1>', 502, { 'cache-control': 'private, no-store' }));
  return { app, renders: (path: string) => renders.get(path) ?? 0 };
}

const page = (c: Context<AppEnv>, render: number) =>
  c.html(`<p>render ${render}</p>`, 200, { 'cache-control': htmlCacheControl });

async function get(app: Hono<AppEnv>, path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(`http://candidate-au.localhost${path}`, { headers }, env, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text, cache: res.headers.get('x-page-cache') };
}

const newPath = () => `/p/${Date.now()}${unique++}`;

async function age(path: string, seconds: number) {
  const key = await pageCacheKey(
    canonicalAddress(`http://candidate-au.localhost${path}`, 'candidate-au.localhost'),
  );
  await agePage(kv, key, seconds);
}

describe('pageCacheMiddleware', () => {
  it('stores a published page once and answers it from KV with its headers', async () => {
    const { app, renders } = countingApp(page);
    const path = newPath();
    const first = await get(app, path);
    expect(first.cache).toBe('miss');
    const second = await get(app, path);
    expect(second.cache).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.res.headers.get('cache-control')).toBe(htmlCacheControl);
    expect(second.res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(renders(path)).toBe(1);
    const stored = await readPage(
      kv,
      await pageCacheKey(canonicalAddress(`http://candidate-au.localhost${path}`, 'candidate-au.localhost')),
    );
    expect(stored?.entryIds).toEqual([`ck${path.slice(3)}`]);
    expect(await indexRows({ entryId: `ck${path.slice(3)}` })).toMatchObject([
      { key: `page:candidate-au.localhost${path}`, href: `http://candidate-au.localhost:8787${path}` },
    ]);
  });

  it('renders over a page stored in the earlier JSON envelope format (a miss), then answers it from KV', async () => {
    const { app, renders } = countingApp(page);
    const path = newPath();
    const key = await pageCacheKey(
      canonicalAddress(`http://candidate-au.localhost${path}`, 'candidate-au.localhost'),
    );
    const data = { status: 200, build: assetBuild, headers: [['content-type', 'text/html']], html: 'old' };
    const envelope = { data, storedAt: Date.now(), entryIds: [`ck${path.slice(3)}`] };
    await storeEnvelope({ kv, index: env.CACHE_INDEX }, key, envelope, undefined, 600);
    const first = await get(app, path);
    expect(first.cache).toBe('miss');
    expect(first.text).toBe('<p>render 1</p>');
    expect(await get(app, path)).toMatchObject({ cache: 'hit', text: '<p>render 1</p>' });
    expect(await kv.get(key)).toBe('<p>render 1</p>');
    expect(renders(path)).toBe(1);
  });

  it('never stores responses that set or vary by a cookie, private ones, or errors', async () => {
    const cases: [string, (c: Context<AppEnv>) => Response][] = [
      ['set-cookie', (c) => c.html('x', 200, { 'set-cookie': 'a=1', 'cache-control': htmlCacheControl })],
      [
        'vary',
        (c) => c.html('x', 200, { vary: 'Accept-Encoding, Cookie', 'cache-control': htmlCacheControl }),
      ],
      ['private', (c) => c.html('x', 200, { 'cache-control': 'private, max-age=60' })],
      ['404', (c) => c.html('x', 404, { 'cache-control': htmlCacheControl })],
      ['json', (c) => c.json({ x: 1 }, 200, { 'cache-control': htmlCacheControl })],
    ];
    for (const [name, respond] of cases) {
      const { app, renders } = countingApp(respond);
      const path = newPath();
      await get(app, path);
      const again = await get(app, path);
      expect(again.cache, name).toBe('miss');
      expect(renders(path), name).toBe(2);
    }
  });

  it('bypasses only a valid preview token and credentials, storing nothing', async () => {
    const { app, renders } = countingApp(page);
    const path = newPath();
    const valid = await signPreviewToken(env.PREVIEW_SIGNING_SECRET, {
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    for (const [query, headers] of [
      ['', { cookie: `${PREVIEW_COOKIE}=${valid}` }],
      ['?draft=1', { cookie: `${PREVIEW_COOKIE}=${valid}` }],
      ['', { authorization: 'Bearer x' }],
    ] as const) {
      const res = await get(app, path + query, headers);
      expect(res.cache).toBe('bypass');
    }
    expect(renders(path)).toBe(3);
    expect((await get(app, path)).cache).toBe('miss');
    // An invalid token, or `?draft` without one, is a reader of the published page: answered from the cache.
    for (const [query, headers] of [
      ['', { cookie: `${PREVIEW_COOKIE}=anything` }],
      ['?draft=1', {}],
    ] as const) {
      expect((await get(app, path + query, headers)).cache).toBe('hit');
    }
    expect(renders(path)).toBe(4);
  });

  it('never stores search results', async () => {
    const { app } = countingApp(page);
    for (const path of [
      '/career-advice/article-search/resume/1',
      '/about/search/pay/1',
      '/th/article-search/x',
    ]) {
      expect((await get(app, path)).cache).toBe('bypass');
      expect((await get(app, path)).cache).toBe('bypass');
    }
  });

  it('serves a stale page at once and re-renders it once for a stampede', async () => {
    const { app, renders } = countingApp(page);
    const path = newPath();
    await get(app, path);
    await age(path, 120);
    // A key is written at most once a second (throttle.ts): let the first write's second pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const ctx = createExecutionContext();
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => app.request(`http://candidate-au.localhost${path}`, {}, env, ctx)),
    );
    const texts = await Promise.all(responses.map((r) => r.text()));
    expect(new Set(responses.map((r) => r.headers.get('x-page-cache')))).toEqual(new Set(['stale']));
    expect(new Set(texts)).toEqual(new Set(['<p>render 1</p>']));
    await waitOnExecutionContext(ctx);
    expect(renders(path)).toBe(2);
    const next = await get(app, path);
    expect(next.cache).toBe('hit');
    expect(next.text).toBe('<p>render 2</p>');
  });

  it('writes nothing when a re-render makes the same page, and answers it fresh from then', async () => {
    const same = (c: Context<AppEnv>) => c.html('<p>same</p>', 200, { 'cache-control': htmlCacheControl });
    const { app, renders } = countingApp(same);
    const path = newPath();
    await get(app, path);
    await age(path, 120);
    const key = await pageCacheKey(
      canonicalAddress(`http://candidate-au.localhost${path}`, 'candidate-au.localhost'),
    );
    const storedAt = (await readPage(kv, key))?.storedAt;
    expect((await get(app, path)).cache).toBe('stale');
    expect(renders(path)).toBe(2);
    expect((await readPage(kv, key))?.storedAt).toBe(storedAt); // not written again
    const next = await get(app, path);
    expect(next.cache).toBe('hit');
    expect(next.text).toBe('<p>same</p>');
    expect(renders(path)).toBe(2);
  });

  it('renders a page once for concurrent misses, and shares only a page it may store', async () => {
    const concurrently = async (app: Hono<AppEnv>, path: string) => {
      const ctx = createExecutionContext();
      const responses = await Promise.all(
        Array.from({ length: 30 }, () => app.request(`http://candidate-au.localhost${path}`, {}, env, ctx)),
      );
      const texts = await Promise.all(responses.map((r) => r.text()));
      await waitOnExecutionContext(ctx);
      return { responses, texts };
    };
    const { app, renders } = countingApp(page);
    const path = newPath();
    const { responses, texts } = await concurrently(app, path);
    expect(renders(path)).toBe(1);
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    expect(new Set(responses.map((r) => r.headers.get('x-page-cache')))).toEqual(new Set(['miss']));
    expect(new Set(texts)).toEqual(new Set(['<p>render 1</p>']));
    expect(new Set(responses.map((r) => r.headers.get('content-type')))).toEqual(
      new Set(['text/html; charset=UTF-8']),
    );

    // A page that must not be stored (it sets a cookie) is never handed to another reader.
    const personal = countingApp((c, render) =>
      c.html(`<p>yours ${render}</p>`, 200, { 'set-cookie': `id=${render}` }),
    );
    const own = newPath();
    const answers = await concurrently(personal.app, own);
    expect(personal.renders(own)).toBe(30);
    expect(new Set(answers.texts).size).toBe(30);
  });

  it('serves the stored page when a render fails, until the stale-if-error window ends', async () => {
    const { app } = countingApp((c, render) => {
      if (render > 1) throw new Error('content API down');
      return page(c, render);
    });
    const path = newPath();
    await get(app, path);
    await age(path, 86_000);
    const served = await get(app, path);
    expect(served.res.status).toBe(200);
    expect(served.cache).toBe('stale');
    expect(served.text).toBe('<p>render 1</p>');
    await age(path, 86_401);
    const failed = await get(app, path);
    expect(failed.res.status).toBe(502);
    expect(failed.text).toContain('Oops!');
  });

  it('renders again a page stored by an earlier build (its scripts are gone), but serves it if that fails', async () => {
    const { app, renders } = countingApp((c, render) => {
      if (render > 2) throw new Error('content API down');
      return page(c, render);
    });
    const path = newPath();
    await get(app, path);
    const key = await pageCacheKey(
      canonicalAddress(`http://candidate-au.localhost${path}`, 'candidate-au.localhost'),
    );
    const earlierBuild = () => rewriteStoredPage(kv, key, (metadata) => ({ ...metadata, build: 'earlier' }));
    await earlierBuild();
    // KV takes one write a second per key: let the re-rendered page be stored.
    await new Promise((resolve) => setTimeout(resolve, MIN_WRITE_INTERVAL_MS + 50));
    const rendered = await get(app, path);
    expect(rendered.cache).toBe('miss');
    expect(rendered.text).toBe('<p>render 2</p>');
    expect(renders(path)).toBe(2);
    expect((await get(app, path)).cache).toBe('hit');

    await earlierBuild();
    const served = await get(app, path);
    expect(served.res.status).toBe(200);
    expect(served.cache).toBe('stale');
    expect(served.text).toBe('<p>render 2</p>');
  });

  it('forgets a page that is gone when it is rendered again', async () => {
    const { app } = countingApp((c, render) => (render > 1 ? c.html('gone', 404) : page(c, render)));
    const path = newPath();
    await get(app, path);
    await age(path, 400);
    expect((await get(app, path)).res.status).toBe(404);
    expect(
      await kv.get(
        await pageCacheKey(
          canonicalAddress(`http://candidate-au.localhost${path}`, 'candidate-au.localhost'),
        ),
      ),
    ).toBeNull();
  });

  it('refuses a window that is not a number of seconds when it is made', () => {
    const render = () => new Response('page');
    expect(() => pageCacheMiddleware({ render, freshSeconds: -1 })).toThrow(RangeError);
    expect(() => pageCacheMiddleware({ render, staleIfErrorSeconds: Number.NaN })).toThrow(/error window/);
    expect(() => pageCacheMiddleware({ render, staleWhileRevalidateSeconds: 0 })).not.toThrow();
  });
});
