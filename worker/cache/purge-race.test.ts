import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import type { AppEnv } from '../env';
import { siteMiddleware } from '../middleware/site';
import { previewMiddleware } from '../preview/middleware';
import { htmlCacheControl } from '../render/head';
import { canonicalAddress } from '../site/canonical';
import { drainablePurgeQueue } from '../test/purge-queue';

import { contentCacheMiddleware } from './middleware';
import { pageCacheMiddleware } from './page-middleware';
import { pageCacheKey } from './page-middleware/page-key';
import { purge } from './purge';
import { cachedRead } from './read';

const kv = env.CONTENT_CACHE;

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('a purge during a render or refresh', () => {
  it('keeps a page render that began before the purge of an entry it shows from storing', async () => {
    const entered = gate();
    const release = gate();
    const app = new Hono<AppEnv>();
    app.use(siteMiddleware(), previewMiddleware(), contentCacheMiddleware());
    app.use(pageCacheMiddleware({ render: (request, bindings, ctx) => app.fetch(request, bindings, ctx) }));
    let renders = 0;
    app.get('/race/:id', async (c) => {
      renders++;
      // The page read its data (from the cache, fetched earlier) before the purge came.
      c.get('contentCache').record('hit', { entryIds: ['ckracepage'], storedAt: Date.now() - 5000 });
      entered.open();
      await release.opened;
      return c.html(`<p>old ${renders}</p>`, 200, { 'cache-control': htmlCacheControl });
    });
    const url = `http://candidate-au.localhost/race/${Date.now()}`;
    const ctx = createExecutionContext();
    const rendering = app.request(url, {}, env, ctx);
    await entered.opened;
    await purge(drainablePurgeQueue().env, { entryIds: ['ckracepage'] });
    release.open();
    expect(await (await rendering).text()).toBe('<p>old 1</p>');
    await waitOnExecutionContext(ctx);
    expect(await kv.get(await pageCacheKey(canonicalAddress(url, 'candidate-au.localhost')))).toBeNull();
  });

  it('keeps a data fetch that began before the purge of its entry from storing', async () => {
    const release = gate();
    const key = `content:RaceTest:{"n":${Date.now()}}`;
    const pending: Promise<unknown>[] = [];
    const deps = {
      kv,
      index: env.CACHE_INDEX,
      waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    };
    const read = cachedRead(deps, key, async () => {
      await release.opened;
      return { data: 'old', entryIds: ['ckracedata'] };
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await purge(drainablePurgeQueue().env, { entryIds: ['ckracedata'] });
    release.open();
    expect((await read).data).toBe('old');
    await Promise.all(pending);
    expect(await kv.get(key)).toBeNull();
  });
});
