import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';

import type { AppEnv } from '../env';
import { PREVIEW_COOKIE } from '../preview/cookie';
import { previewMiddleware } from '../preview/middleware';
import { signPreviewToken } from '../preview/token';

import { forgetHotData } from './hot-data';
import { contentCacheKey } from './keys';
import { contentCacheMiddleware } from './middleware';
import { readContent } from './read-content';

const texts = { PUBLISHED: 'Published text', DRAFT: 'Draft text' };
const fetcher = vi.fn(async (stage: 'DRAFT' | 'PUBLISHED') => ({ data: texts[stage], entryIds: ['ckrc1'] }));

const app = new Hono<AppEnv>();
app.use(previewMiddleware());
app.use(contentCacheMiddleware());
app.get('/article', async (c) =>
  c.text(await readContent(c, { name: 'ReadContentTest', variables: { slug: 'x' } }, fetcher)),
);

const cookie = async (exp = Math.floor(Date.now() / 1000) + 600) =>
  `${PREVIEW_COOKIE}=${await signPreviewToken(env.PREVIEW_SIGNING_SECRET, { exp })}`;

describe('readContent', () => {
  it('reads published content through the cache, ignoring a draft flag without a token', async () => {
    const first = await app.request('/article?draft=1', {}, env);
    expect(await first.text()).toBe('Published text');
    expect(first.headers.get('x-content-cache')).toBe('miss');
    expect(fetcher).toHaveBeenLastCalledWith('PUBLISHED');
    await vi.waitFor(async () =>
      expect(
        await env.CONTENT_CACHE.get(await contentCacheKey('ReadContentTest', { slug: 'x' })),
      ).not.toBeNull(),
    );
    const second = await app.request('/article', {}, env);
    expect(await second.text()).toBe('Published text');
    expect(second.headers.get('x-content-cache')).toBe('hit');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('reads drafts in preview, outside the cache, as a private uncached response', async () => {
    fetcher.mockClear();
    const before = (await env.CONTENT_CACHE.list()).keys.length;
    const res = await app.request('/article?draft=1', { headers: { cookie: await cookie() } }, env);
    expect(await res.text()).toBe('Draft text');
    expect(fetcher).toHaveBeenCalledWith('DRAFT');
    expect(res.headers.get('x-content-cache')).toBe('bypass');
    expect(res.headers.get('cache-control')).toContain('private, no-store');
    expect(res.headers.get('cache-control')).toContain('stale-while-revalidate=0');
    expect((await env.CONTENT_CACHE.list()).keys.length).toBe(before);
  });

  it('shows published content to a valid token that did not ask for drafts, and to an expired one', async () => {
    const published = await app.request('/article', { headers: { cookie: await cookie() } }, env);
    expect(await published.text()).toBe('Published text');
    const expired = await app.request(
      '/article?draft=1',
      { headers: { cookie: await cookie(Math.floor(Date.now() / 1000) - 1) } },
      env,
    );
    expect(await expired.text()).toBe('Published text');
    expect(expired.headers.get('cache-control')).toBeNull();
  });
});

describe('readContent for a request that reads the cache only', () => {
  const query = { name: 'CacheOnlyTest', variables: { slug: 'kept' } };
  const upstream = vi.fn(async (): Promise<{ data: string; entryIds: string[] }> => {
    throw new Error('the upstream must not be called');
  });
  const cacheOnly = new Hono<AppEnv>();
  cacheOnly.use(contentCacheMiddleware());
  cacheOnly.get('/kept', async (c) => {
    c.set('contentCacheOnly', true);
    try {
      return c.text(await readContent(c, query, upstream));
    } catch {
      return c.text('none', 503);
    }
  });
  const keep = async (secondsAgo: number) => {
    const key = await contentCacheKey(query.name, query.variables);
    const storedAt = Date.now() - secondsAgo * 1000;
    await env.CONTENT_CACHE.put(
      key,
      JSON.stringify({ data: `kept ${secondsAgo}`, storedAt, entryIds: ['k1'] }),
    );
    forgetHotData(key);
  };

  it('answers the kept copy, fresh or as old as stale-if-error allows, and never calls the upstream', async () => {
    await keep(10);
    const fresh = await cacheOnly.request('/kept', {}, env);
    expect(await fresh.text()).toBe('kept 10');
    expect(fresh.headers.get('x-content-cache')).toBe('hit');
    await keep(80_000);
    const old = await cacheOnly.request('/kept', {}, env);
    expect(await old.text()).toBe('kept 80000');
    expect(old.headers.get('x-content-cache')).toBe('error-stale');
    await keep(86_401);
    const expired = await cacheOnly.request('/kept', {}, env);
    expect(await expired.text()).toBe('none');
    expect(expired.headers.get('x-content-cache')).toBe('unavailable');
    expect(upstream).not.toHaveBeenCalled();
  });

  it('does not wait for another request’s upstream call of the same key', async () => {
    await keep(400); // past fresh and stale-while-revalidate: a normal read calls the upstream and waits
    let called!: () => void;
    const calling = new Promise<void>((resolve) => (called = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const reader = new Hono<AppEnv>();
    reader.use(contentCacheMiddleware());
    reader.get('/', async (c) =>
      c.text(
        await readContent(c, query, async () => {
          called();
          await answered;
          return { data: 'fetched', entryIds: ['k1'] };
        }),
      ),
    );
    const waiting = reader.request('/', {}, env);
    await calling;
    const res = await cacheOnly.request('/kept', {}, env);
    expect(await res.text()).toBe('kept 400');
    answer();
    expect(await (await waiting).text()).toBe('fetched');
  });
});
