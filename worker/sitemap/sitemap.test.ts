import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';

const app = createApp();

async function get(url: string) {
  const ctx = createExecutionContext();
  const res = await app.request(url, {}, env, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

/** Each <url> of a urlset: its loc, lastmod and hreflang → href of its xhtml:link alternates. */
function urlsOf(xml: string) {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, url = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(url)?.[1],
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(url)?.[1],
    alternates: Object.fromEntries(
      [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));
}

const th = 'http://candidate-th.localhost:8787';

describe('GET /robots.txt', () => {
  it("names the site's own sitemap", async () => {
    const { res, text } = await get(`${th}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text).toContain('User-agent: *\nAllow: /\n');
    expect(text).toContain(`Sitemap: ${th}/sitemap.xml`);
    const employer = await get('http://employer-au.localhost:8787/robots.txt');
    expect(employer.text).toContain('Sitemap: http://employer-au.localhost:8787/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists candidate-th pages, articles, categories and authors with Thai, English and x-default', async () => {
    const { res, text } = await get(`${th}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    const urls = urlsOf(text);
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    const thai = byLoc.get(`${th}/th/career-advice/article/how-to-write-a-resume`);
    expect(thai?.alternates).toEqual({
      'en-TH': `${th}/career-advice/article/how-to-write-a-resume`,
      'th-TH': `${th}/th/career-advice/article/how-to-write-a-resume`,
      'x-default': `${th}/career-advice/article/how-to-write-a-resume`,
    });
    expect(thai?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // Home, a content page, a category and an author, in both languages.
    for (const path of [
      '/',
      '/about',
      '/career-advice/category/career-development',
      '/author/siriporn-chaiyasit',
    ]) {
      expect(byLoc.has(`${th}${path}`), path).toBe(true);
      expect(byLoc.has(`${th}/th${path === '/' ? '/' : path}`), `/th${path}`).toBe(true);
    }
    // A Thai-only article has no other version to point to, so no alternates at all.
    expect(byLoc.get(`${th}/th/career-advice/article/back-to-work-after-songkran`)?.alternates).toEqual({});
    // Every URL with alternates carries x-default and lists itself among them.
    for (const url of urls.filter((u) => Object.keys(u.alternates).length > 0)) {
      expect(url.alternates['x-default'], url.loc).toBeDefined();
      expect(Object.values(url.alternates), url.loc).toContain(url.loc);
    }
  });

  it('leaves out drafts, noindex entries, placeholders and other sites', async () => {
    const { text } = await get(`${th}/sitemap.xml`);
    for (const slug of [
      'salary-report-2026',
      'internal-hiring-update',
      'placeholder-th',
      'subscription-thank-you',
    ]) {
      expect(text).not.toContain(slug);
    }
    const au = await get('http://candidate-au.localhost:8787/sitemap.xml');
    for (const slug of ['ai-in-your-job-search', 'placeholder-article', 'salary-guide-coming-soon']) {
      expect(au.text).not.toContain(slug);
    }
    expect(au.text).toContain('/career-advice/article/how-to-write-a-resume');
    expect(au.text).not.toContain('th-TH');
  });

  it('is kept in the content cache and purged with an entry it lists', async () => {
    await get(`${th}/sitemap.xml`);
    const keys = (await env.CONTENT_CACHE.list({ prefix: 'content:GetSitemapEntries:' })).keys;
    expect(keys.length).toBeGreaterThan(0);
    const res = await app.request(
      'http://localhost:8787/admin/purge',
      {
        method: 'POST',
        headers: { authorization: `Bearer ${env.ADMIN_PURGE_TOKEN}`, 'content-type': 'application/json' },
        // The published Thai resume article.
        body: JSON.stringify({ entryIds: ['clrcyvsbyc3df763fjwk8tt5e'] }),
      },
      env,
    );
    const { purged } = (await res.json()) as { purged: string[] };
    expect(purged.some((key) => key.startsWith('content:GetSitemapEntries:'))).toBe(true);
  });

  it('answers a sitemap part that does not exist with 404 naming it', async () => {
    const { res, text } = await get(`${th}/sitemap-1.xml`);
    expect(res.status).toBe(404);
    expect(text).toContain('sitemap-1.xml');
  });
});
