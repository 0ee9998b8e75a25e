import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApp } from '../../app';
import { contentCircuitName, createContentClient } from '../../content/client';
import { assetBuild } from '../../render/manifest';
import { canonicalAddress } from '../../site/canonical';
import { sites } from '../../site/sites';
import { rewriteStoredPage } from '../../test/page-cache';
import { drainableQueues } from '../../test/warm-queue';
import { circuitOpenFor, resetCircuits } from '../../upstreams/circuit';
import { forgetRenders } from '../page-middleware';
import { pageCacheKey } from '../page-middleware/page-key';
import { readPage, writePage } from '../page-middleware/page-store';
import { forgetWrites } from '../throttle';
import { signHygraphWebhook } from '../webhook-signature';

import { DEPLOY_WARM_PREFIX, queueDeployWarm } from './after-deploy';
import { consumePageWarm } from './consumer';

const app = createApp();
const kv = env.CONTENT_CACHE;
// An article of kv-seed/content/articles.json no other test reads (its purge removes what shows it), and its id.
const ARTICLE_PATH = '/career-advice/article/how-to-resign';
const ARTICLE_ID = 'clli5auat8zyqr4lyokqxwjcp';
// Page keys name the port: each test reads its pages at ports of its own, so no other test's pages are these.
let nextPort = 18_030;
const newOrigin = () => `http://candidate-au.localhost:${nextPort++}`;

async function get(href: string) {
  const ctx = createExecutionContext();
  const res = await app.request(href, {}, env, ctx);
  await res.text();
  await waitOnExecutionContext(ctx); // the page cache's write
  return { status: res.status, cache: res.headers.get('x-page-cache') };
}

// The page was rendered and stored a moment ago; in life a purge or a deploy comes later: this isolate no
// longer holds that render for other readers of the page, nor the write (KV takes one a second per key).
function settle() {
  forgetRenders();
  forgetWrites();
}

const keyOf = (href: string) => pageCacheKey(canonicalAddress(href, env.DEFAULT_HOST));
const stored = async (href: string) => readPage(kv, await keyOf(href));

/** Counts the CMS calls this isolate makes from now on (the stand-in is shared with other test files). */
function countCmsCalls(): () => number {
  const spy = vi.spyOn(globalThis, 'fetch');
  const url = (input: unknown) => (input instanceof Request ? input.url : String(input));
  return () => spy.mock.calls.filter(([input]) => url(input).startsWith(env.HYGRAPH_CONTENT_API)).length;
}

/** Leaves on the warm queue only the pages of `origins` (a purge of a real entry removes other tests' too). */
function keepOnly(queues: ReturnType<typeof drainableQueues>, origins: string[]) {
  const mine = queues.warm.filter(({ body }) =>
    origins.some((origin) => (body as { href?: string }).href?.startsWith(`${origin}/`)),
  );
  queues.warm.splice(0, queues.warm.length, ...mine);
}

afterEach(() => {
  vi.restoreAllMocks();
  resetCircuits();
});

describe('pages warmed again after a purge', { timeout: 60_000 }, () => {
  it('a page purged by the webhook is rendered and stored again without a reader; the next reader hits', async () => {
    const href = `${newOrigin()}${ARTICLE_PATH}`;
    expect((await get(href)).cache).toBe('miss');
    expect((await get(href)).cache).toBe('hit');
    settle();

    const queues = drainableQueues({ WARM_PAGES_PER_PURGE: '20' });
    const body = JSON.stringify({ operation: 'publish', data: { __typename: 'Article', id: ARTICLE_ID } });
    const webhook = await app.request(
      'http://localhost:8787/webhooks/hygraph',
      {
        method: 'POST',
        headers: { 'gcms-signature': await signHygraphWebhook(env.HYGRAPH_WEBHOOK_SECRET, body) },
        body,
      },
      queues.env,
    );
    expect(webhook.status).toBe(202);
    expect(queues.warm).toEqual([]); // nothing is warmed before the purge is done
    await queues.drain();
    expect(await kv.get(await keyOf(href))).toBeNull();
    expect(queues.warm.map((message) => message.body)).toContainEqual({ kind: 'page', href });

    keepOnly(queues, [new URL(href).origin]);
    const calls = countCmsCalls();
    await queues.drainWarm();
    const page = await stored(href);
    expect(page?.page.build).toBe(assetBuild);
    expect(calls()).toBeGreaterThan(0); // rendered: the purged article was read from the CMS again
    expect((await get(href)).cache).toBe('hit');
  });

  it('warms at most WARM_PAGES_PER_PURGE pages, the most recently stored, none stored over an hour ago', async () => {
    const entry = `ckwarmcap${Date.now()}`;
    const minutesAgo = [10, 5, 1, 120];
    const hrefs = minutesAgo.map(() => `${newOrigin()}${ARTICLE_PATH}`);
    for (const [i, href] of hrefs.entries()) {
      const storedAt = Date.now() - minutesAgo[i]! * 60_000;
      const page = { status: 200 as const, build: 'an-earlier-build', headers: [], html: '<p>old</p>' };
      const stored = { storedAt, entryIds: [entry], href };
      await writePage({ kv, index: env.CACHE_INDEX }, await keyOf(href), page, stored, undefined, 600);
    }
    const queues = drainableQueues({ WARM_PAGES_PER_PURGE: '2' });
    // The operator's purge: deleted at once, so the pages are queued before it answers.
    const res = await app.request(
      'http://localhost:8787/admin/purge',
      {
        method: 'POST',
        headers: { authorization: `Bearer ${env.ADMIN_PURGE_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ entryIds: [entry] }),
      },
      queues.env,
    );
    expect(((await res.json()) as { complete: boolean }).complete).toBe(true);
    expect(queues.warm.map((message) => message.body)).toEqual([
      { kind: 'page', href: hrefs[2] },
      { kind: 'page', href: hrefs[1] },
    ]);
    await queues.drainWarm();
    const builds = await Promise.all(hrefs.map(async (href) => (await stored(href))?.page.build));
    expect(builds).toEqual([undefined, assetBuild, assetBuild, undefined]);
  });

  it('never renders a page this build has stored, and renders one another build stored', async () => {
    const href = `${newOrigin()}${ARTICLE_PATH}`;
    expect((await get(href)).cache).toBe('miss');
    const before = await stored(href);
    const queues = drainableQueues();
    queues.warm.push({ body: { kind: 'page', href }, attempts: 0 });
    const calls = countCmsCalls();
    expect(await queues.drainWarm()).toBe(1);
    expect(calls()).toBe(0);
    expect((await stored(href))?.storedAt).toBe(before?.storedAt);

    settle();
    await rewriteStoredPage(kv, await keyOf(href), (metadata) => ({
      ...metadata,
      build: 'an-earlier-build',
    }));
    queues.warm.push({ body: { kind: 'page', href }, attempts: 0 });
    await queues.drainWarm();
    expect((await stored(href))?.page.build).toBe(assetBuild);
  });

  it("retries the messages, rendering nothing, while the CMS's circuit is open", async () => {
    const cms = 'http://127.0.0.1:9/graphql'; // nothing listens: calls fail until the circuit opens
    const client = createContentClient({ endpoint: cms, token: '' });
    for (let call = 0; call < 20 && circuitOpenFor(contentCircuitName(cms)) === 0; call += 1)
      await client.request('{ x }').catch(() => undefined);
    expect(circuitOpenFor(contentCircuitName(cms))).toBeGreaterThan(0);
    const href = `${newOrigin()}${ARTICLE_PATH}`;
    const outcomes: string[] = [];
    const messages = [0, 1].map((i) => ({
      id: String(i),
      timestamp: new Date(),
      attempts: 1,
      body: { kind: 'page', href: `${href}?n=${i}` },
      ack: () => outcomes.push('ack'),
      retry: (options?: QueueRetryOptions) => outcomes.push(`retry after ${options?.delaySeconds} s`),
    }));
    const fetches = vi.spyOn(globalThis, 'fetch');
    await consumePageWarm(
      { queue: 'page-warm', messages } as unknown as MessageBatch<unknown>,
      { ...env, HYGRAPH_CONTENT_API: cms },
      undefined,
      0,
    );
    expect(outcomes).toEqual([expect.stringMatching(/^retry after [1-9]\d* s$/), expect.any(String)]);
    expect(outcomes[1]).toMatch(/^retry after/);
    expect(fetches).not.toHaveBeenCalled();
    expect(await stored(href)).toBeUndefined();
  });
});

describe('pages warmed after a deploy', { timeout: 60_000 }, () => {
  it("queues each site's sitemap once per build, whose first addresses are then rendered", async () => {
    const origin = newOrigin();
    const port = new URL(origin).port;
    await kv.delete(`${DEPLOY_WARM_PREFIX}${assetBuild}`);
    await kv.delete(`${DEPLOY_WARM_PREFIX}${assetBuild}:${origin}`);
    const queues = drainableQueues({ WARM_PAGES_PER_SITE_AFTER_DEPLOY: '2' });
    expect(await queueDeployWarm(queues.env, `${origin}/about`)).toBe(sites.length);
    expect(queues.warm.map((message) => message.body)).toContainEqual({ kind: 'sitemap', origin, pages: 2 });
    expect(queues.warm.map((message) => message.body)).toContainEqual({
      kind: 'sitemap',
      origin: `http://employer-th.localhost:${port}`,
      pages: 2,
    });
    // Another isolate of the same build: the marker is there.
    expect(await queueDeployWarm(queues.env, `${origin}/about`)).toBe(0);

    queues.warm.splice(0, queues.warm.length, { body: { kind: 'sitemap', origin, pages: 2 }, attempts: 0 });
    await queues.drainWarm();
    const sitemap = await app.request(`${origin}/sitemap.xml`, {}, env);
    const first = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!);
    expect(first.length).toBeGreaterThan(2);
    for (const href of first.slice(0, 2)) expect((await stored(href))?.page.build).toBe(assetBuild);
    expect(await stored(first[2]!)).toBeUndefined();
    expect((await get(first[0]!)).cache).toBe('hit');

    // A copy of the sitemap message (queued by an isolate that had not seen the marker) queues nothing.
    queues.warm.push({ body: { kind: 'sitemap', origin, pages: 2 }, attempts: 0 });
    await queues.drainWarm();
    expect(queues.warm).toEqual([]);
  });
});
