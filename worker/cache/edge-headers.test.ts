import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';
import { PREVIEW_COOKIE } from '../preview/cookie';
import { signPreviewToken } from '../preview/token';

import { CACHE_TAG, EDGE_CACHE_CONTROL, edgeCacheTags, publicEdgeCacheControl } from './edge-headers';
import { ENTRY_ID_PATTERN } from './keys';

const app = createApp();
const site = 'http://candidate-au.localhost:8787';
const article = `${site}/career-advice/article/how-to-write-a-resume`;

async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const ctx = createExecutionContext();
  const res = await app.request(url, { method, headers }, env, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx); // the page cache's write, before the next request
  return { res, html, edge: res.headers.get(EDGE_CACHE_CONTROL), tags: res.headers.get(CACHE_TAG) };
}

const previewCookie = async () =>
  `${PREVIEW_COOKIE}=${await signPreviewToken(env.PREVIEW_SIGNING_SECRET, {
    exp: Math.floor(Date.now() / 1000) + 600,
  })}`;

describe('edgeCacheTags', () => {
  it('names the site and each entry once', () => {
    expect(edgeCacheTags('Candidate-AU.localhost', ['a1', 'b2', 'a1'])).toEqual([
      'site:candidate-au.localhost',
      'entry:a1',
      'entry:b2',
    ]);
  });

  it('gives none when Cloudflare could not keep them all (a page it could not purge stays off the edge)', () => {
    const many = Array.from({ length: 1000 }, (_, i) => `e${i}`);
    expect(edgeCacheTags('x.localhost', many.slice(0, 999))).toHaveLength(1000);
    expect(edgeCacheTags('x.localhost', many)).toBeUndefined();
    for (const bad of ['a b', 'a,b', 'ä', 'x'.repeat(1100)])
      expect(edgeCacheTags('x.localhost', [bad])).toBeUndefined();
  });
});

describe('publicEdgeCacheControl', () => {
  it('keeps stale serving on: spec §9 windows, no s-maxage or must-revalidate', () => {
    expect(publicEdgeCacheControl()).toBe('max-age=60, stale-while-revalidate=300, stale-if-error=86400');
    expect(publicEdgeCacheControl(15)).toBe('max-age=15, stale-while-revalidate=300, stale-if-error=86400');
    expect(publicEdgeCacheControl(600)).toMatch(/^max-age=60,/);
    expect(publicEdgeCacheControl()).not.toMatch(/s-maxage|must-revalidate|proxy-revalidate/);
  });
});

// Whole pages against the stand-ins, on a busy machine.
describe('edge cache headers', { timeout: 60_000 }, () => {
  it('a public page carries the edge directive and its tags, and a page-cache hit answers with the same', async () => {
    const first = await get(article);
    expect(first.res.status).toBe(200);
    expect(first.edge).toBe(publicEdgeCacheControl());
    const tags = first.tags?.split(',') ?? [];
    expect(tags[0]).toBe('site:candidate-au.localhost');
    const entries = tags.slice(1).map((tag) => tag.replace(/^entry:/, ''));
    expect(entries.length).toBeGreaterThan(0);
    for (const id of entries) expect(id).toMatch(ENTRY_ID_PATTERN);

    const again = await get(article);
    expect(again.res.headers.get('x-page-cache')).toBe('hit');
    expect([again.edge, again.tags]).toEqual([first.edge, first.tags]);

    // The tags name the entries the page cache's purge index names: purging one of them removes the page.
    const purge = await app.request(
      `${site}/admin/purge`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${env.ADMIN_PURGE_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ entryIds: [entries[entries.length - 1]] }),
      },
      env,
    );
    expect(purge.status).toBe(200);
    expect((await get(article)).res.headers.get('x-page-cache')).toBe('miss');
  });

  it('keeps previews and requests with credentials out of every shared cache', async () => {
    const cookie = await previewCookie();
    for (const [url, headers] of [
      [article, { cookie }],
      [`${article}?draft=1`, { cookie }],
      [article, { authorization: 'Bearer someone' }],
    ] as const) {
      const { res, edge, tags } = await get(url, headers);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toMatch(/^private, no-store/);
      expect(edge, url).toBe('no-store');
      expect(tags, url).toBeNull();
    }
  });

  it('keeps search results, missing pages and other methods off the edge', async () => {
    for (const [url, status] of [
      [`${site}/article-search/resume/1`, 200],
      [`${site}/career-advice/article/no-such-article`, 404],
    ] as const) {
      const { res, edge, tags } = await get(url);
      expect(res.status, url).toBe(status);
      expect(edge, url).toBe('no-store');
      expect(tags, url).toBeNull();
    }
  });

  it('leaves responses that are not HTML as their routes set them', async () => {
    const { res, edge } = await get(`${site}/robots.txt`);
    expect(res.headers.get('content-type') ?? '').not.toMatch(/^text\/html/);
    expect(edge).toBeNull();
  });
});
