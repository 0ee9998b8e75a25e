import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { readEnvelope } from '../cache/envelope';
import { forgetHotData } from '../cache/hot-data';
import { contentCacheMiddleware } from '../cache/middleware';
import { cachedRead } from '../cache/read';
import type { AppEnv } from '../env';
import { siteMiddleware } from '../middleware/site';
import { PREVIEW_COOKIE } from '../preview/cookie';
import { previewMiddleware } from '../preview/middleware';
import { signPreviewToken } from '../preview/token';
import { renderError } from '../render/errors';
import { faultContentUrl } from '../test/ports';
import { resetCircuits } from '../upstreams/circuit';

import { createContentClient } from './client';
import { runQuery } from './context';
import { getArticles } from './documents';

// The content layer's cache (DESIGN §4, spec §7), against the real local content API (its own instance, see
// ports.ts) and real KV.
const api = `${faultContentUrl}/graphql`;
const testEnv = { ...env, HYGRAPH_CONTENT_API: api };
const control = (mode: string) =>
  fetch(`${faultContentUrl}/__control`, { method: 'POST', body: JSON.stringify({ mode }) });
const calls = async () =>
  ((await (await fetch(`${faultContentUrl}/__requests`)).json()) as { count: number }).count;

beforeEach(async () => {
  await fetch(`${faultContentUrl}/__reset`, { method: 'POST' });
  resetCircuits(); // each test starts with a content API this isolate has not seen fail
});
afterEach(async () => {
  await control('ok');
});

const resume = { slug: 'how-to-write-a-resume' };
const variables = { where: resume, locale: 'en_AU', localesWithDefault: ['en_AU', 'default'] };
const titleSchema = v.object({ articles: v.array(v.object({ id: v.string(), title: v.string() })) });

/** A page that shows the resume article's title, read the way every loader reads, with the app's middleware and errors. */
function probeApp() {
  const app = new Hono<AppEnv>();
  app.use(siteMiddleware(), previewMiddleware(), contentCacheMiddleware());
  app.onError((error, c) => renderError(c, error));
  app.get('/probe/resume', async (c) => {
    const { articles } = await runQuery(c, {
      name: 'getArticles',
      document: getArticles,
      variables,
      schema: titleSchema,
    });
    return c.text(articles[0]?.title ?? '');
  });
  return app;
}

async function get(app: Hono<AppEnv>, path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(`http://candidate-au.localhost${path}`, { headers }, testEnv, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

const client = createContentClient({ endpoint: api, token: env.HYGRAPH_TOKEN });
const fetchResume = async () => {
  const data = await client.request<{ articles: { id: string; title: string }[] }>(getArticles, {
    ...variables,
    stage: 'PUBLISHED',
  });
  return { data, entryIds: data.articles.map((a) => a.id) };
};
const deps = (ctx: ExecutionContext) => ({
  kv: env.CONTENT_CACHE,
  index: env.CACHE_INDEX,
  waitUntil: (p: Promise<unknown>) => ctx.waitUntil(p),
});

describe('content cache against the content API', () => {
  it('stores a miss, then answers fresh hits without calling upstream', async () => {
    const app = probeApp();
    const first = await get(app, '/probe/resume');
    expect(first.res.headers.get('x-content-cache')).toBe('miss');
    expect(first.text).toMatch(/resume/i);
    const upstream = await calls();
    expect(upstream).toBe(1);
    const second = await get(app, '/probe/resume');
    expect(second.res.headers.get('x-content-cache')).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(await calls()).toBe(upstream);
  });

  it('answers a stale entry at once and refreshes it once in the background', async () => {
    const key = 'content:acceptance:stale';
    const start = Date.now();
    let ctx = createExecutionContext();
    await cachedRead(deps(ctx), key, fetchResume, { now: () => start });
    await waitOnExecutionContext(ctx);
    await fetch(`${faultContentUrl}/__reset`, { method: 'POST' });

    ctx = createExecutionContext();
    const later = () => start + 120_000;
    const reads = await Promise.all(
      Array.from({ length: 50 }, () => cachedRead(deps(ctx), key, fetchResume, { now: later })),
    );
    expect(new Set(reads.map((r) => r.status))).toEqual(new Set(['stale']));
    await waitOnExecutionContext(ctx);
    expect(await calls()).toBe(1);
    // The content API answered what was stored: nothing is written, the stored copy is confirmed as of the
    // refresh (../cache/README.md "A refresh that changed nothing"), so the next read is a hit from then.
    const stored = await readEnvelope(env.CONTENT_CACHE, key);
    expect(stored?.storedAt).toBe(start);
    ctx = createExecutionContext();
    const next = await cachedRead(deps(ctx), key, fetchResume, { now: later });
    await waitOnExecutionContext(ctx);
    expect(next).toMatchObject({ status: 'hit', storedAt: later() });
    expect(await calls()).toBe(1);
  });

  it('serves a stored entry for up to a day while the content API fails, then the 503 page', async () => {
    const app = probeApp();
    await get(app, '/probe/resume');
    await control('fail');
    // Age the stored copy: past the stale window, within a day.
    const keys = await env.CONTENT_CACHE.list({ prefix: 'content:getArticles:' });
    const key = keys.keys[0]?.name ?? '';
    const envelope = (await env.CONTENT_CACHE.get(key, 'json')) as { storedAt: number };
    await env.CONTENT_CACHE.put(key, JSON.stringify({ ...envelope, storedAt: Date.now() - 86_000_000 }));
    forgetHotData(key); // a change behind the cache's back does not reach the isolate's hot copy
    const served = await get(app, '/probe/resume');
    expect(served.res.status).toBe(200);
    expect(served.res.headers.get('x-content-cache')).toBe('error-stale');
    expect(served.text).toMatch(/resume/i);

    await env.CONTENT_CACHE.put(key, JSON.stringify({ ...envelope, storedAt: Date.now() - 86_401_000 }));
    forgetHotData(key);
    const failed = await get(app, '/probe/resume');
    expect(failed.res.status).toBe(503);
    expect(failed.text).toContain('This page is unavailable right now');
    expect(failed.text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('shows drafts only with a valid preview token, and writes nothing to KV for them', async () => {
    const app = probeApp();
    const published = await get(app, '/probe/resume?draft=1');
    const forged = await get(app, '/probe/resume?draft=1', { cookie: `${PREVIEW_COOKIE}=forged.token` });
    expect(forged.text).toBe(published.text);

    const before = (await env.CONTENT_CACHE.list()).keys.length;
    const token = await signPreviewToken(env.PREVIEW_SIGNING_SECRET, {
      exp: Math.floor(Date.now() / 1000) + 60,
    });
    const draft = await get(app, '/probe/resume?draft=1', { cookie: `${PREVIEW_COOKIE}=${token}` });
    expect(draft.text).not.toBe(published.text);
    expect(draft.res.headers.get('x-content-cache')).toBe('bypass');
    expect(draft.res.headers.get('cache-control')).toContain('no-store');
    expect((await env.CONTENT_CACHE.list()).keys.length).toBe(before);
  });
});
