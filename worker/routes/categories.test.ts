import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';

const app = createApp();
const au = 'http://candidate-au.localhost:8787';
const category = `${au}/career-advice/category/career-development`;

const page = async (url: string) => {
  const res = await app.request(url, {}, env);
  return { res, html: await res.text() };
};

/** The cards of the category's own grid: titles are h2 links; child-category cards are h3. */
const gridCards = (html: string) => html.match(/<h2[^>]*><a [^>]*href="[^"]*\/article\//g) ?? [];

describe('category routes', () => {
  it('renders page 1: breadcrumb, title, description, 12 cards, pagination, children, contact, form', async () => {
    const { res, html } = await page(category);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('stale-while-revalidate=300');
    expect(html).toMatch(/<h1[^>]*>Career development<\/h1>/);
    expect(html).toMatch(/<nav[^>]*aria-label="Breadcrumb"/);
    expect(html).toContain('href="/career-advice"');
    expect(html).toContain('aria-current="page">Career development</span>');
    expect(gridCards(html)).toHaveLength(12);
    expect(html).toMatch(/<nav[^>]*aria-label="pagination"/);
    expect(html).toContain('href="/career-advice/category/career-development/2"');
    expect(html).toMatch(
      /aria-current="page"[^>]*title="Go to page 1"|title="Go to page 1"[^>]*aria-current="page"/,
    );
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2} [A-Z][a-z]{2} \d{4}<\/time>/);
    expect(html).toContain('aria-label="Changing careers"');
    expect(html).toContain('id="subscription-form"');
    expect(html).toContain('data-island="PageViewTracker"');
    expect(html).toContain('data-island-hydrate="idle"');
    expect(html).toContain(`<link rel="canonical" href="${category}"/>`);
    expect(html).not.toContain('placeholder-article');
    // The category's newest article has an empty body (spec §5: not found), so it is not listed.
    expect(html).not.toContain('salary-guide-coming-soon');
  });

  it('renders page 2 with the last card and a canonical URL of its own', async () => {
    const { res, html } = await page(`${category}/2`);
    expect(res.status).toBe(200);
    expect(gridCards(html)).toHaveLength(1);
    expect(html).not.toContain('salary-guide-coming-soon');
    expect(html).toContain(`<link rel="canonical" href="${category}/2"/>`);
    expect(html).toContain('href="/career-advice/category/career-development/1"');
  });

  it.each(['0', '-1', '1.7', 'abc'])('normalises page %s to page 1 (spec §5)', async (n) => {
    const { res, html } = await page(`${category}/${n}`);
    expect(res.status).toBe(200);
    expect(gridCards(html)).toHaveLength(12);
    expect(html).toContain(`<link rel="canonical" href="${category}"/>`);
  });

  it('answers 2000, not a page number (spec §2), with 404 and the path', async () => {
    const { res, html } = await page(`${category}/2000`);
    expect(res.status).toBe(404);
    expect(html).toContain('career-development/2000');
  });

  it('answers a page past the last 404 with its path, and stores neither it nor its data', async () => {
    const listKeys = async () =>
      (await env.CONTENT_CACHE.list({ prefix: 'content:GetArticlesByCategoryPagination:' })).keys.length;
    await page(`${category}/2`); // the last page, whose data is kept
    const before = await listKeys();
    // Within the first read's reach (page 3) and far beyond it (1999: `skip` 23 976).
    for (const n of [3, 9, 1999]) {
      const ctx = createExecutionContext();
      const res = await app.request(`${category}/${n}`, {}, env, ctx);
      const html = await res.text();
      await waitOnExecutionContext(ctx);
      expect(res.status, String(n)).toBe(404);
      expect(html).toContain(`/career-advice/category/career-development/${n}`);
      expect(res.headers.get('cache-control')).toContain('no-store');
    }
    expect(await listKeys()).toBe(before);
    expect(
      (
        await env.CONTENT_CACHE.list({ prefix: 'page:candidate-au.localhost/career-advice/category/' })
      ).keys.map((k) => k.name),
    ).not.toContain('page:candidate-au.localhost/career-advice/category/career-development/9');
  });

  it('has no pagination when the category fits on one page', async () => {
    const { res, html } = await page(`${au}/career-advice/category/interview-tips`);
    expect(res.status).toBe(200);
    expect(gridCards(html).length).toBeGreaterThan(0);
    expect(gridCards(html).length).toBeLessThanOrEqual(12);
    expect(html).not.toMatch(/aria-label="pagination"/);
  });

  it('answers 404 with the slug for an unknown category', async () => {
    const { res, html } = await page(`${au}/career-advice/category/no-such-category`);
    expect(res.status).toBe(404);
    expect(html).toContain('no-such-category');
  });

  it('answers 404 for a category asked for under another section', async () => {
    const res = await app.request(`${au}/careers/life-at-seek/category/career-development`, {}, env);
    expect(res.status).toBe(404);
  });

  it('serves the Thai category under /th on candidate-th, with hreflang alternates', async () => {
    const { res, html } = await page(
      'http://candidate-th.localhost/th/career-advice/category/career-development',
    );
    expect(res.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>พัฒนาอาชีพ<\/h1>/);
    expect(html).toContain('aria-label="เส้นทางนำทาง"');
    expect(html).toContain('hrefLang="th-TH"');
    expect(html).toContain('hrefLang="en-TH"');
    expect(html).toContain('href="/th/career-advice/category/');
  });

  it('gives the Thai category a Thai title, description, share preview and breadcrumb', async () => {
    const { html } = await page('http://candidate-th.localhost/th/career-advice/category/career-development');
    expect(html).toContain('<title>พัฒนาอาชีพ | Jobsdb</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]*พัฒนาอาชีพ[^"]*"\/>/);
    expect(html).toContain('<meta property="og:title" content="พัฒนาอาชีพ | Jobsdb"/>');
    expect(html).toMatch(/<meta property="og:description" content="[^"]*พัฒนาอาชีพ[^"]*"\/>/);
    // The section crumb names the section in Thai too, not 'Career advice'.
    const crumbs = html.match(/<nav[^>]*aria-label="เส้นทางนำทาง".*?<\/nav>/s)?.[0] ?? '';
    expect(crumbs).toContain('คำแนะนำด้านอาชีพ');
    expect(crumbs).not.toContain('Career advice');
    expect(html).not.toContain('Career development articles for job seekers');
  });

  it('ends a candidate category with the job seekers newsletter, an employer one with hiring insights', async () => {
    const { html } = await page(category);
    const form = html.match(/<section[^>]*id="subscription-form".*?<\/section>/s)?.[0] ?? '';
    expect(form).toContain('Get career advice in your inbox');
    expect(form).not.toContain('hiring insights');
    expect(form).not.toContain('Industry');
    const employer = await page('http://employer-au.localhost/hiring-advice/category/recruitment');
    expect(employer.html).toContain('Get hiring insights in your inbox');
  });
});
