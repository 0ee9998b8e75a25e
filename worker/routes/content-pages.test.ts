import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';
import { PREVIEW_COOKIE } from '../preview/cookie';
import { signPreviewToken } from '../preview/token';

import { contentPath } from './content-page-path';
import { policySlug } from './policy-links';

const app = createApp();
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.request(url, { headers, redirect: 'manual' }, env);
  return { res, html: await res.text() };
};
const h1 = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];
const title = (html: string) => html.match(/<title>(.*?)<\/title>/)?.[1];
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/gi)].map((m) => [m[1], m[2]]);
const subNav = (html: string) =>
  html.match(/<nav[^>]*aria-label="Section navigation"[^>]*>(.*?)<\/nav>/s)?.[1] ?? '';

const candidateAu = 'http://candidate-au.localhost:8787';
const employerAu = 'http://employer-au.localhost:8787';
const candidateTh = 'http://candidate-th.localhost:8787';

describe('contentPath', () => {
  it('inverts the page link rules', () => {
    expect(contentPath(['about'])).toMatchObject({
      kind: 'section',
      queries: [{ slug: 'about', section: 'about' }],
    });
    expect(contentPath(['careers', 'life-at-seek'])).toMatchObject({
      queries: [
        { slug: 'life-at-seek', section: 'careers' },
        { slug: 'life-at-seek', section: 'life-at-seek' },
      ],
    });
    expect(contentPath(['careers', 'life-at-seek', 'teams'])).toMatchObject({
      queries: [{ slug: 'teams', section: 'life-at-seek' }],
    });
    expect(contentPath(['page'])).toEqual({ kind: 'page-index', slug: 'home', queries: [{ slug: 'home' }] });
    expect(contentPath(['page', 'gala'])).toMatchObject({
      kind: 'sectionless',
      queries: [{ slug: 'gala' }, { slug: 'sara-awards-gala' }, { slug: 'star-awards-gala' }],
    });
  });

  it('names reserved, malformed and too deep paths as not found', () => {
    expect(contentPath(['career-advice', 'article'])).toEqual({ kind: 'not-found', slug: 'article' });
    expect(contentPath(['search'])).toEqual({ kind: 'not-found', slug: 'search' });
    expect(contentPath(['favicon.ico'])).toEqual({ kind: 'not-found', slug: 'favicon.ico' });
    expect(contentPath(['a', 'b', 'c', 'd'])).toEqual({ kind: 'not-found', slug: 'd' });
  });
});

describe('content pages', () => {
  it('renders the candidate-au about page: title, banner, contact-us and subscribe form', async () => {
    const { res, html } = await get(`${candidateAu}/about`);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe('About SEEK');
    expect(title(html)).toBe('About SEEK | SEEK');
    // The banner's heading is the title: it is the one h1, and a breadcrumb of the page alone is left out.
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).not.toContain('aria-label="Breadcrumb"');
    // The about search sits under the hero that names the page, not alone above it.
    expect(html.indexOf('data-island="SearchBox"')).toBeGreaterThan(html.indexOf('<h1'));
    expect(html).toContain('id="subscription-form"');
    expect(html).toContain('data-island="CmsForm"');
    expect(html).toMatch(/<label[^>]*>First name/);
    expect(html).toContain('id="about"');
    expect(canonical(html)).toBe(`${candidateAu}/about`);
    expect(html).toContain('<meta name="description" content="About SEEK."/>');
  });

  it('marks the landing page tab current in its own section', async () => {
    const { res, html } = await get(`${candidateAu}/career-advice`);
    expect(res.status).toBe(200);
    const nav = subNav(html);
    expect(nav).toMatch(/<a[^>]*href="\/career-advice"[^>]*aria-current="page"[^>]*>Career advice<\/a>/);
    expect(nav).toContain('Interview tips');
    expect(nav).toMatch(/<summary/);
  });

  it('says the landing page title once: one h1, no heading block or lone breadcrumb repeating it', async () => {
    const { res, html } = await get(`${candidateAu}/career-advice`);
    expect(res.status).toBe(200);
    const main = html.match(/<main[^>]*>(.*?)<\/main>/s)?.[1] ?? '';
    const headings = [...main.matchAll(/<h[1-4][^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(headings.filter((text) => text === 'Career advice')).toEqual(['Career advice']);
    expect(h1(html)).toBe('Career advice');
    expect(main).not.toContain('aria-label="Breadcrumb"');
    // The heading block's paragraph stays.
    expect(main).toContain('Practical advice for every stage of your career');
  });

  it('makes an awards banner that names the page its h1, with no second title above it', async () => {
    const { html } = await get(`${employerAu}/sara-awards`);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    // Once in the page's content (the footer links the page too).
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main.match(/>SARA: SEEK Annual Recruitment Awards</g)).toHaveLength(1);
    expect(html).toMatch(
      /<section[^>]*data-theme="sara"[^>]*>.*?<h1[^>]*>SARA: SEEK Annual Recruitment Awards<\/h1>/s,
    );
  });

  it.each([
    [candidateAu, '/about'],
    [candidateAu, '/about/our-team'],
    [candidateAu, '/market-insights'],
    [employerAu, '/about'],
    [employerAu, '/market-insights'],
    [employerAu, '/sara-awards'],
  ])("%s%s shows no other section's tabs: it belongs to no header group", async (site, path) => {
    const { res, html } = await get(`${site}${path}`);
    expect(res.status).toBe(200);
    expect(html).not.toContain('aria-label="Section navigation"');
  });

  it('renders market-insights on employer-au with the employer frame and no contact banner', async () => {
    const { res, html } = await get(`${employerAu}/market-insights`);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe('Market insights');
    expect(html).toContain('Post a job ad');
    expect(title(html)).toBe('Market insights | SEEK Employer');
    expect(html).toContain('id="insights"');
    expect(canonical(html)).toBe(`${employerAu}/market-insights`);
  });

  it('renders the Thai about page under /th with hreflang alternates for both languages', async () => {
    const { res, html } = await get(`${candidateTh}/th/about`);
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="th-TH"');
    expect(h1(html)).toBe('เกี่ยวกับเรา');
    expect(alternates(html)).toEqual([
      ['en-TH', `${candidateTh}/about`],
      ['th-TH', `${candidateTh}/th/about`],
      ['x-default', `${candidateTh}/about`],
    ]);
    expect(canonical(html)).toBe(`${candidateTh}/th/about`);
    expect(html).toMatch(/<a[^>]*href="\/about"[^>]*>English<\/a>/);
  });

  it('answers a page number on a page without a list 404 (it has page 1 only), and treats a year as a slug', async () => {
    const numbered = await get(`${candidateAu}/about/3`);
    expect(numbered.res.status).toBe(404);
    expect(numbered.html).toContain('/about/3');
    expect(canonical((await get(`${candidateAu}/about/1`)).html)).toBe(`${candidateAu}/about`);
    const year = await get(`${candidateAu}/about/2024`);
    expect(year.res.status).toBe(404);
    expect(year.html).toContain('2024');
  });

  it('serves a page without a section under /page/{slug}, and the /page index as a content page', async () => {
    const { res, html } = await get(`${candidateAu}/page/home`);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe('Home');
    expect(html).not.toContain('aria-label="Breadcrumb"'); // breadcrumbs are off for this page
    expect(canonical(html)).toBe(`${candidateAu}/page/home`);
    // Spec §2 route table: `page (index)` is a content page, the home page's, whose one address is the home.
    const index = await get(`${candidateAu}/page`);
    expect(index.res.status).toBe(200);
    expect(h1(index.html)).toBe('Home');
    expect(canonical(index.html)).toBe(`${candidateAu}/`);
    const thai = await get('http://candidate-th.localhost:8787/th/page');
    expect(thai.res.status).toBe(200);
    expect(canonical(thai.html)).toBe('http://candidate-th.localhost:8787/th/');
  });

  it('answers 404 with the slug for unknown pages, wrong sections and reserved slugs', async () => {
    const unknown = await get(`${candidateAu}/no-such-page-here`);
    expect(unknown.res.status).toBe(404);
    expect(unknown.html).toContain('no-such-page-here');
    const elsewhere = await get(`${candidateAu}/page/about`);
    expect(elsewhere.res.status).toBe(404);
    const wrongSection = await get(`${candidateAu}/careers/about`);
    expect(wrongSection.res.status).toBe(404);
    expect(wrongSection.html).toContain('about');
    const reserved = await get(`${candidateAu}/career-advice/article`);
    expect(reserved.res.status).toBe(404);
    expect(reserved.html).toContain('article');
    const view = await get(`${candidateAu}/view`);
    expect(view.res.status).toBe(404);
  });

  it('sends /privacy and /collection-notice to the policy page of the site product', async () => {
    expect(policySlug('au', 'privacy')).toBe('candidate-privacy');
    expect(policySlug('hk', 'collection-notice')).toBe('employer-collection-notice');
    const au = await get(`${employerAu}/privacy`);
    expect(au.res.status).toBe(302);
    expect(au.res.headers.get('location')).toBe('/page/candidate-privacy');
    const hk = await get('http://candidate-hk.localhost:8787/collection-notice');
    expect(hk.res.headers.get('location')).toBe('/page/employer-collection-notice');
    const th = await get(`${candidateTh}/th/privacy`);
    expect(th.res.headers.get('location')).toBe('/th/page/employer-privacy');
    const page = await get(`${employerAu}/page/candidate-privacy`);
    expect(page.res.status).toBe(200);
    expect(h1(page.html)).toBe('Privacy policy');
    expect(page.html).toContain('What we collect');
  });

  it("serves 'About the Research' in the market-insights section, in English, Thai and Bahasa", async () => {
    const en = await get(`${employerAu}/market-insights/loa-about-the-research`);
    expect(en.res.status).toBe(200);
    expect(h1(en.html)).toBe('About the Research');
    expect(en.html).toContain('How the survey works');
    const th = await get(`${candidateTh}/th/market-insights/loa-about-the-research`);
    expect(h1(th.html)).toBe('เกี่ยวกับงานวิจัย');
    expect(th.html).toContain('วิธีการสำรวจ');
    const id = await get('http://employer-id.localhost:8787/id/market-insights/loa-about-the-research');
    expect(h1(id.html)).toBe('Tentang Riset');
  });
});

describe('career-advice/article-preview/{id}', () => {
  const draftOnly = 'cl12an06hjxmnuet5jgrmxcp5'; // ai-in-your-job-search, candidate_au, DRAFT only

  it('is the 404 with the id without a preview cookie', async () => {
    const { res, html } = await get(`${candidateAu}/career-advice/article-preview/${draftOnly}`);
    expect(res.status).toBe(404);
    expect(html).toContain(draftOnly);
  });

  it('redirects an editor to the article with the draft id', async () => {
    const token = await signPreviewToken(env.PREVIEW_SIGNING_SECRET, {
      exp: Math.floor(Date.now() / 1000) + 60,
    });
    const cookie = `${PREVIEW_COOKIE}=${token}`;
    const { res } = await get(`${candidateAu}/career-advice/article-preview/${draftOnly}`, { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `/career-advice/article/ai-in-your-job-search?draft=${draftOnly}`,
    );
    const unknown = await get(`${candidateAu}/career-advice/article-preview/clzzzzzzzzzzzzzzzzzzzzzzz`, {
      cookie,
    });
    expect(unknown.res.status).toBe(404);
  });
});
