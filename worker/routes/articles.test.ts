import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApp } from '../app';
import { previewCookie } from '../content/test-context';

const app = createApp();

const get = (url: string, headers: Record<string, string> = {}, bindings: typeof env = env) =>
  app.request(url, { headers }, bindings);

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await get(url, headers);
  return { res, html: await res.text() };
};

const count = (html: string, text: string) => html.split(text).length - 1;
const au = 'http://candidate-au.localhost:8787';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('article routes', () => {
  it("marks the header's link to the article's section current, and no other", async () => {
    const { html } = await page(`${au}/career-advice/article/how-to-write-a-resume`);
    const nav = html.match(/<nav aria-label="Main navigation">(.*?)<\/nav>/s)?.[1] ?? '';
    expect(nav).toMatch(/<a[^>]*href="\/career-advice"[^>]*aria-current="true"/);
    expect(nav.match(/aria-current/g)).toHaveLength(1);
    const th = await page('http://candidate-th.localhost/th/career-advice/article/how-to-write-a-resume');
    expect(th.html).toMatch(/<a[^>]*href="\/th\/career-advice"[^>]*aria-current="true"/);
  });

  it('renders an article: breadcrumb, meta, title, share bars, body, contact and form section', async () => {
    const { res, html } = await page(`${au}/career-advice/article/how-to-write-a-resume`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('stale-while-revalidate=300');
    expect(html).toMatch(/<title>How to write a resume \| SEEK<\/title>/);
    expect(html).toMatch(/<h1[^>]*>How to write a resume<\/h1>/);
    expect(html).toMatch(/<nav[^>]*aria-label="Breadcrumb"/);
    expect(html).toContain('aria-current="page">Career development</span>');
    expect(html).toContain('6 min read');
    expect(html).toContain('Published 5 Jul 2025');
    expect(html).toMatch(/Written by(<!-- -->)? <a href="\/author\/amanda-wright"/);
    // More than 3 top-level blocks: the share bar is repeated after the content.
    expect(count(html, 'data-island="ShareBar"')).toBe(2);
    expect(html).toContain('A clear, well-organised resume gets you to interview.');
    expect(html).toContain('href="mailto:content@example-jobs.com"');
    expect(html).toContain('id="subscription-form"');
    expect(html).toContain(
      '<link rel="canonical" href="http://candidate-au.localhost:8787/career-advice/article/how-to-write-a-resume"/>',
    );
    // In one language only: no hreflang set (worker/render/seo/alternates.ts).
    expect(html).not.toContain('hrefLang=');
    expect(html).not.toContain('This is an Article Preview');
  });

  it("puts a child category's parent in the breadcrumb and its BreadcrumbList (spec §2)", async () => {
    const { res, html } = await page(`${au}/career-advice/article/changing-careers`);
    expect(res.status).toBe(200);
    const trail = html.match(/<nav[^>]*aria-label="Breadcrumb"[^>]*>(.*?)<\/nav>/s)?.[1] ?? '';
    const items = [...trail.matchAll(/<li>(.*?)<\/li>/gs)].map((m) =>
      (m[1] ?? '').replace(/<span[^>]*aria-hidden="true"[^>]*>.*?<\/span>/gs, '').replace(/<[^>]+>/g, ''),
    );
    expect(items).toEqual(['Career advice', 'Career development', 'Changing careers']);
    expect(trail).toMatch(
      /<a[^>]*href="\/career-advice\/category\/career-development"[^>]*>Career development</,
    );
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1] ?? '{}') as { '@type': string; itemListElement?: { name: string }[] })
      .find((item) => item['@type'] === 'BreadcrumbList');
    expect(ld?.itemListElement?.map((item) => item.name)).toEqual(items);
  });

  it('shows the video player for a Video article, with the watch unit', async () => {
    const { res, html } = await page(`${au}/career-advice/article/tell-me-about-yourself`);
    expect(res.status).toBe(200);
    expect(html).toMatch(/<iframe[^>]*src="https:\/\/players\.brightcove\.net\/[^"]+videoId=/);
    expect(html).toContain('min watch');
  });

  it('shows the podcast details and player for a Podcast article', async () => {
    const { html } = await page(`${au}/career-advice/article/managing-stress-at-work`);
    expect(html).toContain('min listen');
    expect(html).toContain('Listen to this episode');
    expect(html).toContain('Listen on Apple Podcasts');
    expect(html).toContain('Listen on Spotify');
    expect(html).not.toContain('Listen on Google Podcasts');
    expect(html).toMatch(
      /<iframe[^>]*src="https:\/\/open\.spotify\.com\/embed\/episode\/[^"]+"[^>]*height="220"/,
    );
  });

  it('serves the Thai translation under /th with Thai UI strings', async () => {
    const { res, html } = await page(
      'http://candidate-th.localhost/th/career-advice/article/how-to-write-a-resume',
    );
    expect(res.status).toBe(200);
    expect(html).toContain('วิธีเขียนเรซูเม่ให้โดดเด่น');
    expect(html).toContain('เขียนโดย');
    expect(html).toContain('href="/th/author/siriporn-chaiyasit"');
    expect(html).toContain('hrefLang="th-TH"');
  });

  it('serves /{section}/{subsection}/article/{slug} only for the article’s own section', async () => {
    const res = await get(`${au}/careers/life-at-seek/article/how-to-write-a-resume`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('how-to-write-a-resume');
  });

  it.each(['no-such-article', 'placeholder-article', 'salary-guide-coming-soon'])(
    'is 404 with the slug for %s (missing, "-" placeholder, empty content)',
    async (slug) => {
      const { res, html } = await page(`${au}/career-advice/article/${slug}`);
      expect(res.status).toBe(404);
      expect(html).toContain(slug);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    },
  );

  it('is the 503 page, with Retry-After, when the content API cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { ...env, HYGRAPH_CONTENT_API: 'http://127.0.0.1:9/graphql' };
    const res = await get(`${au}/career-advice/article/never-cached-${Date.now()}`, {}, broken);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(await res.text()).toContain('This page is unavailable right now');
  });

  it('previews a draft with the banner at top and bottom, never stored', async () => {
    const { res, html } = await page(
      `${au}/career-advice/article/how-to-write-a-resume?draft=1`,
      await previewCookie(),
    );
    expect(res.status).toBe(200);
    expect(html).toContain('How to write a resume that gets you noticed');
    expect(count(html, 'This is an Article Preview')).toBe(2);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('x-preview-entry-id')).toBeTruthy();
    expect(res.headers.get('x-preview-locale')).toBe('en_AU');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('ignores the draft flag without a preview cookie', async () => {
    const { html } = await page(`${au}/career-advice/article/how-to-write-a-resume?draft=1`);
    expect(html).not.toContain('This is an Article Preview');
    expect(html).not.toContain('gets you noticed');
  });
});
