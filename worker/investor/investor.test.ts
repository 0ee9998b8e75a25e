import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';

import { createApp } from '../app';
import { forgetHotPages } from '../cache/page-middleware/hot-pages';
import { agePage, clearKv } from '../test/page-cache';

/** The investor pages of employer AU against the investor provider stand-in (kv-seed/datasets/investor.json). */
const app = createApp();
const origin = 'http://employer-au.localhost:8787';
// A provider that answers 404 to every call (the video stand-in knows none of its paths).
const down = { ...env, INVESTOR_API: env.VIDEO_API };

async function get(path: string, bindings: typeof env = env) {
  const ctx = createExecutionContext();
  const res = await app.request(`${origin}${path}`, {}, bindings, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx); // the caches' background writes
  return {
    res,
    html,
    text: html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, ' '),
  };
}

/** The markup of each investor widget (server-rendered inside its `data-block` wrapper), up to the next block. */
const widgets = (html: string) =>
  html
    .split('data-block=')
    .filter((part) => part.startsWith('"InvestorWidget"'))
    .map((part) => part.split('</main>')[0]);

const clearCaches = () => clearKv(env.CONTENT_CACHE);

beforeEach(clearCaches);

describe('investor page', () => {
  it('shows the share price, the dividends and the latest five announcements, with no script of their own', async () => {
    const { res, html, text } = await get('/about/investors');
    expect(res.status).toBe(200);
    const [price, dividends, latest] = widgets(html);
    // Share price to 2 decimals with A$, volume grouped, a positive change in the positive tone (spec §9).
    expect(price).toContain('A$24.87');
    expect(price).toContain('1,284,356');
    expect(price).toContain('+1.27%');
    expect(text).toContain('ASX: SEK, as at 24 Nov 2026');
    // Newest payment first; 20210524 is a Dividend whatever its code; an unknown code is 'Unknown'.
    expect(dividends).toMatch(/28 Mar 2026.*Interim.*A\$0\.34.*100%/s);
    expect(dividends).toContain('<td>24 May 2021</td><td>Dividend</td>');
    expect(dividends).toContain('<td>16 Dec 2022</td><td>Unknown</td>');
    const headlines = [...(latest ?? '').matchAll(/<li/g)];
    expect(headlines).toHaveLength(5);
    expect(latest).toContain('Sustainability Report');
    expect(latest).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/v1\/announcements\/\d+\.pdf" target="_blank"/);
    expect(latest).not.toContain('name="year"');
    expect(html).not.toContain('data-island="InvestorWidget"');
    expect(html).not.toContain('data-island="DocumentList"');
  });

  it('reads the documents page and year from the address: /about/investors/2, ?year=2023', async () => {
    const all = await get('/about/investors/2');
    expect(all.text).toContain('Showing 21–39 of 39 documents');
    const year = await get('/about/investors?year=2023');
    expect(year.text).toContain('Showing 1–9 of 9 documents');
    expect(year.html).toMatch(/<option value="2023" selected="">2023<\/option>/);
    expect(year.html).toContain(`<link rel="canonical" href="${origin}/about/investors?year=2023"/>`);
    // 2023 fits one page, and all years two: a page past the last is a 404 naming it.
    for (const path of ['/about/investors/2?year=2023', '/about/investors/3', '/about/investors/1814']) {
      const past = await get(path);
      expect(past.res.status, path).toBe(404);
      expect(past.text).toContain(path.replace(/\?.*/, ''));
    }
    expect(
      (await env.CONTENT_CACHE.list({ prefix: 'page:employer-au.localhost/about/investors/' })).keys,
    ).toEqual([expect.objectContaining({ name: 'page:employer-au.localhost/about/investors/2' })]);
  });

  it('the provider failing: the panel for each widget, and the page is not kept as healthy', async () => {
    const first = await get('/about/investors', down);
    expect(first.res.status).toBe(200);
    expect(first.text.match(/We're working on it\./g)).toHaveLength(3);
    expect(first.text).toContain("We can't show this data right now. We're doing our best to fix this.");
    expect(first.text).toContain('Try refreshing the page or check back later.');
    expect(first.res.headers.get('x-content-cache')).toBe('unavailable');
    const second = await get('/about/investors', down);
    expect(second.res.headers.get('x-page-cache')).toBe('miss');
  });

  it('the provider failing with a copy kept: the stale copy, never the panel', async () => {
    await get('/about/investors');
    // Age every kept read and page past their windows, as after an hour.
    const { keys } = await env.CONTENT_CACHE.list({ prefix: 'content:investor_' });
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const { name } of keys) {
      const envelope = (await env.CONTENT_CACHE.get(name, 'json')) as { storedAt: number };
      await env.CONTENT_CACHE.put(name, JSON.stringify({ ...envelope, storedAt: Date.now() - 3_600_000 }));
    }
    const { keys: pages } = await env.CONTENT_CACHE.list({ prefix: 'page:' });
    await Promise.all(pages.map((key) => env.CONTENT_CACHE.delete(key.name)));
    forgetHotPages();
    const { res, html } = await get('/about/investors', down);
    expect(res.headers.get('x-content-cache')).toBe('error-stale');
    expect(html).toContain('A$24.87');
    expect(html).not.toContain('working on it');
  });

  it('the provider failing once the stored page is old: the stored page, not a page of panels', async () => {
    // A page of its own: a key is written at most once a second, and the tests before stored /about/investors.
    await get('/about/investors/2');
    const key = 'page:employer-au.localhost/about/investors/2';
    expect(await agePage(env.CONTENT_CACHE, key, 3600)).toBe(true);
    const { keys } = await env.CONTENT_CACHE.list({ prefix: 'content:investor_' });
    await Promise.all(keys.map((entry) => env.CONTENT_CACHE.delete(entry.name)));
    const { res, html } = await get('/about/investors/2', down);
    expect(res.headers.get('x-page-cache')).toBe('stale');
    expect(html).toContain('A$24.87');
    expect(html).not.toContain('working on it');
  });

  it('a page showing the share price is fresh for 15 s, as the quote is; other pages for 60 s', async () => {
    const paths = ['/about/investors?year=2022', '/about/asx-announcements?year=2022'];
    for (const path of paths) {
      await get(path);
      const key = `page:employer-au.localhost${path}`;
      expect(await agePage(env.CONTENT_CACHE, key, 20)).toBe(true);
    }
    const [quoted, other] = await Promise.all(paths.map((path) => get(path)));
    expect(quoted?.res.headers.get('x-page-cache')).toBe('stale');
    expect(other?.res.headers.get('x-page-cache')).toBe('hit');
  });
});

describe('announcements page: {path}/{page}?year={year}', () => {
  const status = (text: string) =>
    /(All announcements, page \d+ of \d+|Announcements of \d+ · Page \d+ of \d+)/.exec(text)?.[1];

  it('lists every announcement newest first, ten a page, with the year filter as a GET form', async () => {
    const { html, text } = await get('/about/asx-announcements');
    expect(status(text)).toBe('All announcements, page 1 of 11');
    expect(html).toMatch(/<form[^>]* action="\/about\/asx-announcements" method="get"/);
    expect(html).toMatch(/<option value="" selected="">All<\/option><option value="2026">2026<\/option>/);
    expect(html).toContain('href="/about/asx-announcements/2"');
    const dates = [...text.matchAll(/\(PDF, opens in a new tab\) (\d+ \w+ \d{4})/g)].map((m) =>
      Date.parse(m[1]!),
    );
    expect(dates).toHaveLength(10);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('a year keeps its pages: page 2 of 2024 links back to page 1 of 2024', async () => {
    const { html, text } = await get('/about/asx-announcements/2?year=2024');
    expect(status(text)).toBe('Announcements of 2024 · Page 2 of 2');
    expect(html).toContain('href="/about/asx-announcements/1?year=2024"');
    expect(text).not.toMatch(/\b(2023|2025)\b\s*$/);
  });

  it.each([
    ['/0', 'All announcements, page 1 of 11'],
    ['/-1', 'All announcements, page 1 of 11'],
    ['/1.5', 'All announcements, page 1 of 11'],
    ['/3.9', 'All announcements, page 3 of 11'],
    ['?year=abc', 'All announcements, page 1 of 11'],
    ['?year=1999', 'All announcements, page 1 of 11'],
    ['?year=2024.5', 'Announcements of 2024 · Page 1 of 2'],
    ['?year=', 'All announcements, page 1 of 11'],
  ])('%s reads as: %s', async (suffix, expected) => {
    const { res, text } = await get(`/about/asx-announcements${suffix}`);
    expect(res.status).toBe(200);
    expect(status(text)).toBe(expected);
  });

  it.each(['/12', '/99', '/3?year=2023', '/99?year=2023'])(
    '%s, past the last page: 404 naming it, and neither it nor its headlines stored',
    async (suffix) => {
      const { res, text } = await get(`/about/asx-announcements${suffix}`);
      expect(res.status).toBe(404);
      expect(text).toContain(`/about/asx-announcements${suffix.replace(/\?.*/, '')}`);
      const { keys } = await env.CONTENT_CACHE.list({ prefix: 'content:investor_headlines:' });
      const page = Number(/\/(\d+)/.exec(suffix)?.[1]);
      expect(keys.map((key) => key.name).filter((name) => name.includes(`"page":${page}`))).toEqual([]);
      expect((await env.CONTENT_CACHE.list({ prefix: 'page:' })).keys).toEqual([]);
    },
  );

  it('a year on the list names itself: /2?year=2023 is its own canonical address', async () => {
    const { res, html } = await get('/about/asx-announcements/2?year=2023');
    expect(res.status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${origin}/about/asx-announcements/2?year=2023"/>`);
    expect(
      await env.CONTENT_CACHE.get('page:employer-au.localhost/about/asx-announcements/2?year=2023'),
    ).not.toBeNull();
    // A year the list does not have shows every year, under the address without it (not kept under another).
    const unknown = await get('/about/asx-announcements/2?year=1999');
    expect(unknown.html).toContain(`<link rel="canonical" href="${origin}/about/asx-announcements/2"/>`);
    expect(
      await env.CONTENT_CACHE.get('page:employer-au.localhost/about/asx-announcements/2?year=1999'),
    ).toBeNull();
  });

  it('a word after the page is no page number: 404 naming it', async () => {
    const { res, text } = await get('/about/asx-announcements/abc');
    expect(res.status).toBe(404);
    expect(text).toContain('abc');
  });
});
