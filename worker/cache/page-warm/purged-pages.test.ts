import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { drainableQueues } from '../../test/warm-queue';
import { writePage } from '../page-middleware/page-store';
import { purge } from '../purge';

import { deployOrigins } from './after-deploy';
import { pagesToWarm, READ_WITHIN_SECONDS } from './purged-pages';
import { sitemapLocations } from './warm-page';
import { MAX_WARM_PAGES, warmLimit } from './warm-queue';

const now = 1_800_000_000_000;
const page = (href: string, secondsAgo: number) => ({ href, at: now - secondsAgo * 1000 });

describe('pagesToWarm', () => {
  it('keeps each address once, most recently stored first, up to the cap', () => {
    const carried = [page('https://a/1', 50), page('https://a/2', 10)];
    const found = [page('https://a/1', 5), page('https://a/3', 30), page('https://a/4', 40)];
    expect(pagesToWarm(carried, found, 3, now)).toEqual([
      page('https://a/1', 5),
      page('https://a/2', 10),
      page('https://a/3', 30),
    ]);
    expect(pagesToWarm(carried, found, 0, now)).toEqual([]);
  });

  it('leaves out pages nobody read within the window', () => {
    const old = page('https://a/old', READ_WITHIN_SECONDS + 1);
    expect(pagesToWarm([], [old, page('https://a/new', 1)], 10, now)).toEqual([page('https://a/new', 1)]);
  });

  it('carries at most 64 KB of addresses from slice to slice', () => {
    const long = Array.from({ length: 400 }, (_, i) => page(`https://a/${i}/${'x'.repeat(300)}`, i));
    const chosen = pagesToWarm([], long, MAX_WARM_PAGES, now);
    expect(chosen.length).toBeGreaterThan(100);
    expect(chosen.length).toBeLessThan(400);
    expect(JSON.stringify(chosen).length).toBeLessThan(128 * 1024);
  });
});

describe('warmLimit', () => {
  it('reads whole numbers, caps them, and is 0 for anything else', () => {
    expect([undefined, '', '0', '-3', '2.5', 'many'].map(warmLimit)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(warmLimit('200')).toBe(200);
    expect(warmLimit('1000000')).toBe(MAX_WARM_PAGES);
  });
});

describe('deployOrigins', () => {
  it("every site at the request's kind of host, scheme and port; the default host's for other hosts", () => {
    const local = deployOrigins('http://employer-th.localhost:8787/th/', 'candidate-au.localhost');
    expect(local).toContain('http://candidate-au.localhost:8787');
    expect(local).toContain('http://candidate.localhost:8787');
    expect(local.every((origin) => /^http:\/\/[a-z-]+\.localhost:8787$/.test(origin))).toBe(true);
    const public_ = deployOrigins('https://www.seek.com.au/', 'www.seek.com.au');
    expect(public_).toContain('https://talent.seek.com.au');
    expect(public_.some((origin) => origin.includes('localhost'))).toBe(false);
    expect(public_).toHaveLength(local.length);
    expect(deployOrigins('https://site.example.workers.dev/', 'candidate-au.localhost')).toEqual([
      'https://candidate-au.localhost',
    ]);
  });
});

describe('sitemapLocations', () => {
  it('reads the <loc> addresses in order, unescaped', () => {
    const xml =
      '<urlset><url><loc>https://a/</loc><xhtml:link href="https://a/th"/></url>' +
      '<url><loc> https://a/p?x=1&amp;y=2 </loc></url></urlset>';
    expect(sitemapLocations(xml)).toEqual(['https://a/', 'https://a/p?x=1&y=2']);
  });
});

describe('the pages a purge removed', () => {
  it('are queued once each when the purge is done, however many slices it took', async () => {
    const origin = `http://candidate-au.localhost:${18_100 + (Date.now() % 500)}`;
    const hrefs = [1, 2, 3].map((n) => `${origin}/page/warm-${n}`);
    const html = { status: 200 as const, build: 'b', headers: [], html: '<p></p>' };
    for (const href of hrefs) {
      const key = `page:${href.replace('http://', '')}`;
      const stored = { storedAt: Date.now(), entryIds: ['ckwarmone', 'ckwarmtwo', 'ckwarmthree'], href };
      await writePage({ kv: env.CONTENT_CACHE, index: env.CACHE_INDEX }, key, html, stored, undefined, 600);
    }
    const queues = drainableQueues({ WARM_PAGES_PER_PURGE: '10' });
    const prefix = `page:${origin.replace('http://', '')}/`;
    // One index query and a list leave one delete for the first slice.
    const answer = await purge(queues.env, { prefix }, 4);
    expect(answer.complete).toBe(false);
    expect(queues.warm).toEqual([]);
    await queues.drain();
    const queued = queues.warm.map((message) => message.body as { href: string });
    expect(queued.map((body) => body.href).sort()).toEqual(hrefs);
  });
});
