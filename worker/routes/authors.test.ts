import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';

const app = createApp();
const au = 'http://candidate-au.localhost:8787';

const page = async (url: string) => {
  const res = await app.request(url, {}, env);
  return { res, html: await res.text() };
};

/** The list items of the desktop list (one per article; the mobile cards repeat them). */
const listItems = (html: string) => html.match(/data-article-list-item/g) ?? [];

describe('author route', () => {
  it('renders the author: heading, panel, read more, 12 articles and pagination', async () => {
    const { res, html } = await page(`${au}/author/amanda-wright`);
    expect(res.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Articles by(<!-- -->)? (<!-- -->)?Amanda Wright<\/h1>/);
    expect(html).toContain('<title>Articles by Amanda Wright | SEEK</title>');
    expect(html).toMatch(/<aside[^>]*aria-label="About the author"/);
    expect(html).toContain('data-island="ReadMore"');
    expect(html).toContain('aria-expanded="false"');
    expect(listItems(html)).toHaveLength(12);
    // Her newest article has an empty body (spec §5: not found), so it is not listed.
    expect(html).not.toContain('salary-guide-coming-soon');
    expect(html).toMatch(/min (read|watch|listen)/);
    expect(html).toMatch(/<nav[^>]*aria-label="pagination"/);
    expect(html).toContain('href="/author/amanda-wright/2"');
    expect(html).toContain(`<link rel="canonical" href="${au}/author/amanda-wright"/>`);
  });

  it('renders page 2 with the remaining 3 articles', async () => {
    const { res, html } = await page(`${au}/author/amanda-wright/2`);
    expect(res.status).toBe(200);
    expect(listItems(html)).toHaveLength(3);
    expect(html).not.toContain('salary-guide-coming-soon');
    expect(html).toContain(`<link rel="canonical" href="${au}/author/amanda-wright/2"/>`);
  });

  it.each(['2000', '2024'])('answers %s, not a page number (spec §2), with 404 and the path', async (n) => {
    const { res, html } = await page(`${au}/author/amanda-wright/${n}`);
    expect(res.status).toBe(404);
    expect(html).toContain(`amanda-wright/${n}`);
  });

  it('answers a page past the last 404 with its path, and stores neither it nor its data', async () => {
    const dataKeys = async () =>
      (await env.CONTENT_CACHE.list({ prefix: 'content:GetAuthorWithArticles:' })).keys.length;
    await page(`${au}/author/amanda-wright/2`); // the last page, whose data is kept
    const before = await dataKeys();
    // Within the first read's reach (page 3) and far beyond it (1999: `skip` 23 976).
    for (const n of [3, 1999]) {
      const ctx = createExecutionContext();
      const res = await app.request(`${au}/author/amanda-wright/${n}`, {}, env, ctx);
      const html = await res.text();
      await waitOnExecutionContext(ctx);
      expect(res.status, String(n)).toBe(404);
      expect(html).toContain(`/author/amanda-wright/${n}`);
    }
    expect(await dataKeys()).toBe(before);
    expect(await env.CONTENT_CACHE.get('page:candidate-au.localhost/author/amanda-wright/1999')).toBeNull();
  });

  it.each(['0', '1.5', 'x'])('normalises page %s to page 1', async (n) => {
    const { html } = await page(`${au}/author/amanda-wright/${n}`);
    expect(listItems(html)).toHaveLength(12);
  });

  it('has no pagination when the articles fit on one page', async () => {
    const { res, html } = await page(`${au}/author/priya-natarajan`);
    expect(res.status).toBe(200);
    expect(listItems(html)).toHaveLength(7);
    expect(html).not.toMatch(/aria-label="pagination"/);
  });

  it('says so when the author has no articles on the site', async () => {
    const { res, html } = await page(`${au}/author/tom-henare`);
    expect(res.status).toBe(200);
    expect(html).toContain('There aren&#x27;t any articles by this author right now.');
    expect(html).not.toMatch(/aria-label="pagination"/);
  });

  it('answers 404 with the slug for an unknown author', async () => {
    const { res, html } = await page(`${au}/author/nobody-here`);
    expect(res.status).toBe(404);
    expect(html).toContain('nobody-here');
  });

  it('serves the Thai page under /th with Thai strings', async () => {
    const { res, html } = await page('http://candidate-th.localhost/th/author/siriporn-chaiyasit');
    expect(res.status).toBe(200);
    expect(html).toContain('บทความโดย');
    expect(html).toContain('hrefLang="th-TH"');
  });
});
