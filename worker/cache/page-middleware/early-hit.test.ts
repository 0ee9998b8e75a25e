import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../app';
import { PREVIEW_COOKIE } from '../../preview/cookie';
import { canonicalAddress } from '../../site/canonical';
import { agePage } from '../../test/page-cache';
import { markPurge } from '../purge-marks';
import { MIN_WRITE_INTERVAL_MS } from '../throttle';

import { earlyPageHit, pageReadAhead } from './early-hit';
import { forgetHotPage } from './hot-pages';
import { pageCacheKey } from './page-key';

const app = createApp();
const kv = env.CONTENT_CACHE;
const origin = 'http://candidate-au.localhost:8787';
const about = `${origin}/about`;

async function get(url: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(url, { redirect: 'manual', ...init }, env, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

// Headers that name one request and its timing (observability/), which the app's entry adds around every
// answer, an early hit's too.
const PER_REQUEST = new Set(['x-request-id', 'server-timing']);
const sameHeaders = (headers: Headers) => [...headers].filter(([name]) => !PER_REQUEST.has(name));

// A response as the reader gets it: status, every header but those, body.
async function seen(res: Response) {
  return { status: res.status, headers: sameHeaders(res.headers), body: await res.text() };
}

const keyOf = (url: string) => pageCacheKey(canonicalAddress(url, env.DEFAULT_HOST));

beforeAll(async () => {
  await get(about); // rendered and stored
}, 60_000);

describe('a page-cache hit answered before the app', () => {
  it('is exactly the response the app answers for a hit: status, headers and body', async () => {
    forgetHotPage(await keyOf(about));
    const fromKv = await earlyPageHit(new Request(about), env); // one KV read, then held hot
    const fromMemory = await earlyPageHit(new Request(about), env);
    expect(fromKv?.headers.get('x-page-cache')).toBe('hit');
    // An invalid preview cookie is no preview: the app answers the page cache's hit through its middleware.
    const throughApp = await get(about, { headers: { cookie: `${PREVIEW_COOKIE}=not-a-token` } });
    expect(throughApp.res.headers.get('x-page-cache')).toBe('hit');
    const expected = { status: 200, headers: sameHeaders(throughApp.res.headers), body: throughApp.text };
    expect(await seen(fromKv!)).toEqual(expected);
    expect(await seen(fromMemory!)).toEqual(expected);
    expect(expected.headers.map(([name]) => name)).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'cache-tag']),
    );
    // The app's own entry answers the same way.
    const viaApp = await get(about);
    expect({
      status: viaApp.res.status,
      headers: sameHeaders(viaApp.res.headers),
      body: viaApp.text,
    }).toEqual(expected);
    expect(viaApp.res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves every request it cannot answer exactly as the app would to the app', async () => {
    const stored = await earlyPageHit(new Request(about), env);
    expect(stored?.status).toBe(200); // the page is there, fresh and hot
    const others: [string, RequestInit][] = [
      [about, { method: 'HEAD' }],
      [about, { method: 'POST' }],
      [about, { headers: { authorization: 'Bearer reader' } }],
      [about, { headers: { cookie: `${PREVIEW_COOKIE}=anything` } }],
      [`${about}/`, {}], // another spelling: the app answers it as the canonical page
      [`${about}?utm_source=mail`, {}],
      [`${origin}//about`, {}], // the site middleware redirects it
      ['http://unknown-host.example/about', {}],
      [`${origin}/api/auth-status`, {}],
      [`${origin}/article-search/resume/1`, {}],
      [`${origin}/no-page-stored-here`, {}],
    ];
    for (const [url, init] of others) {
      expect(
        await earlyPageHit(new Request(url, init), env),
        `${init.method ?? 'GET'} ${url}`,
      ).toBeUndefined();
    }
    expect(await earlyPageHit(new Request(about), undefined)).toBeUndefined();
    // A default host the sites table lacks: the app answers (and reports) it.
    const unknownDefault = { ...env, DEFAULT_HOST: 'nowhere.example' };
    expect(
      await earlyPageHit(new Request('http://unknown-host.example/about'), unknownDefault),
    ).toBeUndefined();
  });

  it('passes a stale page it read on to the page cache, which serves it stale without reading it again', async () => {
    const key = await keyOf(about);
    await new Promise((resolve) => setTimeout(resolve, MIN_WRITE_INTERVAL_MS)); // so the re-render may store it
    await agePage(kv, key, 120); // past the fresh window, within stale-while-revalidate (drops the hot copy)
    // The reads of the page's key: one for the request.
    let reads = 0;
    const counting = new Proxy(kv, {
      get(target, name: keyof KVNamespace) {
        if (name !== 'getWithMetadata') return target[name].bind(target) as unknown;
        return (...args: Parameters<KVNamespace['getWithMetadata']>) => {
          if ((args[0] as unknown) === key) reads += 1;
          return target.getWithMetadata(...args);
        };
      },
    });
    const bindings = { ...env, CONTENT_CACHE: counting };
    const request = new Request(about);
    const ctx = createExecutionContext();
    const res = await app.fetch(request, bindings, ctx);
    expect(res.headers.get('x-page-cache')).toBe('stale');
    expect(pageReadAhead(request)?.kept?.storedAt).toBeLessThan(Date.now() - 100_000);
    expect(reads).toBe(1);
    await res.text();
    await waitOnExecutionContext(ctx); // the background re-render stores the page again
    expect((await earlyPageHit(new Request(about), env))?.headers.get('x-page-cache')).toBe('hit');
  });

  it('stops answering a page once this isolate sees a purge of it', async () => {
    const key = await keyOf(about);
    expect(await earlyPageHit(new Request(about), env)).toBeDefined(); // hot
    await markPurge(kv, { prefix: key });
    await kv.delete(key);
    expect(await earlyPageHit(new Request(about), env)).toBeUndefined();
    expect((await get(about)).res.headers.get('x-page-cache')).toBe('miss');
  });
});
