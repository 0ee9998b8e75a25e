import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { EDGE_CACHE_CONTROL } from '../cache/edge-headers';
import { forgetHotData } from '../cache/hot-data';
import { MIN_WRITE_INTERVAL_MS } from '../cache/throttle';
import { signHygraphWebhook } from '../cache/webhook-signature';
import { resilienceContentUrl } from '../test/ports';
import { resetCircuits } from '../upstreams/circuit';

import {
  ageEntries,
  dropEntries,
  get,
  kv,
  pages,
  recordingContext,
  request,
  resetUpstream,
  STACK_TRACE,
  testEnv,
  upstream,
  upstreamCalls,
  type UpstreamMode,
} from './harness';

// Upstream failure (DESIGN §8): the content API down, slow beyond the client's 5 s timeout, answering GraphQL
// errors or malformed JSON. Pages kept in the page cache are served from there (stale-if-error); pages whose data
// is kept are rendered from it (the data cache's stale-if-error); anything else is a 503 page saying so.
// One file, because the tests share (and count the calls of) one content API instance.

// KV takes one write a second per key, and the cache skips a second write within that second: each test (and
// each round of the stampede) waits for that second to pass, or a quick test would leave the next one's pages
// unstored.
const nextWriteWindow = () => new Promise((resolve) => setTimeout(resolve, MIN_WRITE_INTERVAL_MS + 100));

beforeEach(async () => {
  await upstream('ok');
  await resetUpstream();
  resetCircuits(); // each test starts with a content API this isolate has not seen fail
  await dropEntries('page:');
  await dropEntries('content:');
  await nextWriteWindow();
});
afterAll(async () => {
  await upstream('ok');
});

const title = (html: string) => html.match(/<title>(.*?)<\/title>/)?.[1];

describe.each<[UpstreamMode, number | undefined]>([
  ['fail', undefined],
  ['errors', undefined],
  ['malformed', undefined],
  ['slow', 8000],
])('with the content API in %s mode', (mode, delayMs) => {
  it('serves what was cached and a clear error page for the rest, never throwing', async () => {
    for (const path of [pages.article, pages.category]) expect((await get(path)).res.status).toBe(200);
    const articleTitle = title((await get(pages.article)).html);
    const categoryTitle = title((await get(pages.category)).html);
    await upstream(mode, delayMs);
    // Past fresh and stale-while-revalidate: every read now goes to the failing upstream first.
    expect(await ageEntries('page:', 400)).toBe(2);
    expect(await ageEntries('content:', 400)).toBeGreaterThan(2);
    // The category page's own copy is gone (as if evicted): it is rendered from the data cache's copies.
    await dropEntries(`page:candidate-au.localhost${pages.category}`);
    const category = await get(pages.category);
    expect(category.res.status).toBe(200);
    expect(category.page).toBe('miss');
    expect(category.content).toBe('error-stale');
    expect(title(category.html)).toBe(categoryTitle);

    // Now the data is gone too: the article comes from the page cache, the author page was never cached.
    await dropEntries('content:');
    const [article, author] = await Promise.all([get(pages.article), get(pages.author)]);
    expect(article.res.status).toBe(200);
    expect(article.page).toBe('stale');
    expect(title(article.html)).toBe(articleTitle);

    // Nothing kept, not even the header's section: the 503 page, without the header's navigation.
    expect(author.res.status).toBe(503);
    expect(author.res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(author.html).toContain('This page is unavailable right now');
    expect(author.html).not.toMatch(STACK_TRACE);
    expect(author.res.headers.get('cache-control')).toContain('no-store');
    expect(author.page).toBe('miss');
  }, 90_000);
});

describe('a stampede of concurrent requests', () => {
  const readers = 40;

  async function stampede(path: string): Promise<number> {
    await nextWriteWindow();
    await resetUpstream();
    const { ctx, settle } = recordingContext();
    const served = await Promise.all(Array.from({ length: readers }, () => request(path, {}, ctx)));
    await settle();
    expect(served.map((s) => s.res.status)).toEqual(served.map(() => 200));
    return upstreamCalls();
  }

  it('makes one upstream call per stale or expired key, whatever the page cache holds', async () => {
    await get(pages.article);
    // One render from expired data: how many keys (calls) the page reads.
    await dropEntries('page:');
    await ageEntries('content:', 400);
    await nextWriteWindow();
    await resetUpstream();
    await get(pages.article);
    const perRender = await upstreamCalls();
    expect(perRender).toBeGreaterThan(1);

    // No page copy, stale data: every reader renders; each key refreshes once in the background.
    await dropEntries('page:');
    await ageEntries('content:', 120);
    expect(await stampede(pages.article)).toBe(perRender);

    // No page copy, expired data: every reader waits for the same upstream call per key.
    await dropEntries('page:');
    await ageEntries('content:', 400);
    expect(await stampede(pages.article)).toBe(perRender);

    // A stale page over expired data: every reader gets the stale page; one re-render fetches each key once.
    await ageEntries('page:', 120);
    await ageEntries('content:', 400);
    expect(await stampede(pages.article)).toBe(perRender);
  }, 60_000);
});

describe('while the content API is down', () => {
  it('is not called again on every request: 50 readers of a stale page make at most 2 calls', async () => {
    expect((await get(pages.article)).res.status).toBe(200);
    const articleTitle = title((await get(pages.article)).html);
    // A stale page over expired data: every refresh must go to the CMS, which now fails.
    await ageEntries('page:', 120);
    await ageEntries('content:', 400);
    await nextWriteWindow();
    await resetUpstream();
    await upstream('fail');
    for (let i = 0; i < 50; i += 1) {
      const served = await get(pages.article);
      expect(served.res.status).toBe(200);
      expect(served.page).toBe('stale');
      expect(title(served.html)).toBe(articleTitle);
    }
    expect(await upstreamCalls()).toBeLessThanOrEqual(2);
  }, 60_000);
});

describe('while the content API answers GraphQL errors (HTTP 200) for a minute', () => {
  it('calls it at most twice per stale key, and serves the stored page all along', async () => {
    expect((await get(pages.article)).res.status).toBe(200);
    const articleTitle = title((await get(pages.article)).html);
    const keys = (await kv.list({ prefix: 'content:' })).keys.length;
    // A stale page over stale data: each read starts a background refresh unless one failed moments ago.
    await ageEntries('page:', 100);
    await ageEntries('content:', 100);
    await nextWriteWindow();
    await resetUpstream();
    await upstream('errors');
    // A minute of readers, one every 400 ms, on the isolate's clock (Date, moved on by hand between readers;
    // the timers stay real): the failure memory (30 s) lets each key be asked again once in it.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    let readers = 0;
    try {
      for (let elapsed = 0; elapsed < 60_000; elapsed += 400) {
        const served = await get(pages.article);
        expect(served.res.status).toBe(200);
        expect(title(served.html)).toBe(articleTitle);
        readers += 1;
        vi.advanceTimersByTime(400);
      }
    } finally {
      vi.useRealTimers();
    }
    const calls = await upstreamCalls();
    console.log(`GraphQL errors for 60 s: ${readers} readers, ${calls} CMS calls for ${keys} stale keys`);
    expect(calls).toBeLessThanOrEqual(2 * keys);
    // and asked again once the memory of the failure has passed
    expect(calls).toBeGreaterThan(keys);
  }, 90_000);
});

describe('a slug the CMS does not have', () => {
  // A draft-only article of the seeded CMS: missing from the published stage until the test publishes it.
  const draft = { id: 'cl12an06hjxmnuet5jgrmxcp5', path: '/career-advice/article/ai-in-your-job-search' };
  const publish = async (published: boolean) => {
    const res = await fetch(`${resilienceContentUrl}/__publish`, {
      method: 'POST',
      body: JSON.stringify({ id: draft.id, published }),
    });
    expect(res.status).toBe(200);
  };
  afterAll(() => publish(false));

  it('is asked of the CMS once, and served as soon as the publish webhook of it comes', async () => {
    // Every part of a page but the article itself is read (and cached) once.
    expect((await get(pages.article)).res.status).toBe(200);
    await resetUpstream();
    for (let i = 0; i < 5; i += 1) expect((await get(draft.path)).res.status).toBe(404);
    expect(await upstreamCalls()).toBe(1);

    await publish(true);
    const body = JSON.stringify({
      operation: 'publish',
      data: { __typename: 'Article', id: draft.id, stage: 'PUBLISHED', localizations: [] },
    });
    const signature = await signHygraphWebhook(testEnv.HYGRAPH_WEBHOOK_SECRET, body);
    const webhook = await get('/webhooks/hygraph', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'gcms-signature': signature },
      body,
    });
    expect(webhook.res.status).toBe(202);
    const served = await get(draft.path);
    expect(served.res.status).toBe(200);
    expect(title(served.html)).toContain('Using AI tools in your job search');
  }, 60_000);

  it('reaches the lists the new article belongs on, stored before it was published, with its webhook', async () => {
    await publish(false);
    const lists = [pages.home, pages.category];
    // The lists are stored (page and data) while the article is a draft, and answered as hits.
    for (const path of lists) {
      expect((await get(path)).html).not.toContain('Using AI tools in your job search');
      expect((await get(path)).page).toBe('hit');
    }
    await publish(true);
    const body = JSON.stringify({ operation: 'publish', data: { __typename: 'Article', id: draft.id } });
    const signature = await signHygraphWebhook(testEnv.HYGRAPH_WEBHOOK_SECRET, body);
    const webhook = await get('/webhooks/hygraph', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'gcms-signature': signature },
      body,
    });
    expect(webhook.res.status).toBe(202);
    // Well within the lists' fresh window (60 s), once the queued purge of their list tags has run, they show
    // the new article.
    for (const path of lists) {
      await vi.waitFor(
        async () => expect((await get(path)).html).toContain('Using AI tools in your job search'),
        { timeout: 20_000, interval: 500 },
      );
    }
  }, 60_000);
});

describe.each<[UpstreamMode, number | undefined]>([
  ['fail', undefined],
  ['errors', undefined],
  ['slow', 8000],
])('an uncached page with the content API in %s mode', (mode, delayMs) => {
  const thArticle = 'http://candidate-th.localhost/th/career-advice/article/how-to-write-a-resume';
  // The header's main navigation (its first nav; the language switcher's links name the page, so they differ).
  const mainNavigation = (html: string) => html.match(/<header[^>]*>.*?(<nav.*?<\/nav>)/s)?.[1];

  // What a site keeps longest: the section (header and footer) data. The pages and the rest of their data go.
  async function keepOnlySections(): Promise<void> {
    await dropEntries('page:');
    const { keys } = await kv.list({ prefix: 'content:' });
    await Promise.all(
      keys.filter(({ name }) => !name.startsWith('content:GetSections:')).map(({ name }) => kv.delete(name)),
    );
    forgetHotData();
  }

  it('answers 503 with Retry-After in the site’s frame, from the kept section data, in the page’s language', async () => {
    const healthy = await get(pages.article);
    const healthyTh = await get(thArticle);
    expect([healthy.res.status, healthyTh.res.status]).toEqual([200, 200]);
    await keepOnlySections();
    await upstream(mode, delayMs);

    const [article, thai] = await Promise.all([get(pages.article), get(thArticle)]);
    for (const { res, html, page } of [article, thai]) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get(EDGE_CACHE_CONTROL)).toBe('no-store');
      expect(res.headers.get('x-content-cache')).toBe('unavailable');
      expect(page).toBe('miss');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('data-route-error="503 Service unavailable"');
      expect(html).toContain('data-island="SearchBox"');
      expect(html).not.toContain('Oops!');
      expect(html).not.toMatch(STACK_TRACE);
    }
    // The navigation the page wears when healthy, with its links.
    expect(mainNavigation(article.html)).toMatch(/<nav aria-label="Main navigation">.*<a /s);
    expect(mainNavigation(article.html)).toBe(mainNavigation(healthy.html));
    expect(mainNavigation(thai.html)).toBe(mainNavigation(healthyTh.html));
    expect(article.html).toContain('<html lang="en-AU"');
    expect(article.html).toContain('This page is unavailable right now');
    expect(thai.html).toContain('<html lang="th-TH"');
    expect(thai.html).toContain('หน้านี้ไม่พร้อมใช้งานในขณะนี้');
    expect(thai.html).toContain('เราไม่สามารถโหลดหน้านี้ได้ในขณะนี้');
    // Never stored as a page: the next reader, once the CMS is back, gets the article.
    expect((await kv.list({ prefix: 'page:' })).keys).toEqual([]);
  }, 60_000);
});

describe('an uncached page when not even the section data is kept', () => {
  it('still answers 503 with Retry-After, the heading, the search box and the home link', async () => {
    await upstream('fail');
    const { res, html } = await get(pages.category);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('This page is unavailable right now');
    expect(html).toContain('data-island="SearchBox"');
    expect(html).toContain('href="/"');
    expect((await kv.list({ prefix: 'page:' })).keys).toEqual([]);
  });
});
