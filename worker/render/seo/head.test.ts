import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../../app';

const app = createApp();
const page = async (url: string) => (await app.request(url, {}, env)).text();

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
const hreflangs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, l, h]) => [
      l,
      h,
    ]),
  );
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json = '']) => JSON.parse(json) as Record<string, unknown>,
  );

const th = 'http://candidate-th.localhost:8787';

describe('the head of a Thai article', () => {
  it('has the Thai title, og:title and description of the Thai entry, and og:type article', async () => {
    const html = await page(`${th}/th/career-advice/article/how-to-write-a-resume`);
    expect(title(html)).toBe('วิธีเขียนเรซูเม่ให้โดดเด่น | Jobsdb');
    expect(meta(html, 'og:title')).toBe('วิธีเขียนเรซูเม่ให้โดดเด่น | Jobsdb');
    expect(meta(html, 'description')).toMatch(/^เรซูเม่ที่ชัดเจน/);
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'og:type')).toBe('article');
  });

  it('keeps the English SEO texts on the English version', async () => {
    const html = await page(`${th}/career-advice/article/how-to-write-a-resume`);
    expect(title(html)).toBe('How to write a resume | Jobsdb');
    expect(meta(html, 'description')).toMatch(/^A clear, well-organised resume/);
  });

  it('lists its language versions with x-default at the English one', async () => {
    const html = await page(`${th}/th/career-advice/article/how-to-write-a-resume`);
    expect(hreflangs(html)).toEqual({
      'en-TH': `${th}/career-advice/article/how-to-write-a-resume`,
      'th-TH': `${th}/th/career-advice/article/how-to-write-a-resume`,
      'x-default': `${th}/career-advice/article/how-to-write-a-resume`,
    });
  });

  it('describes itself as an Article and its breadcrumbs as a BreadcrumbList', async () => {
    const html = await page(`${th}/th/career-advice/article/how-to-write-a-resume`);
    const [article, breadcrumbs] = jsonLd(html);
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'วิธีเขียนเรซูเม่ให้โดดเด่น',
      author: [{ '@type': 'Person', name: 'Siriporn Chaiyasit', url: `${th}/th/author/siriporn-chaiyasit` }],
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // In development the image is on the local asset host (CMS_ASSET_HOST), at a resize path.
      image: [expect.stringMatching(new RegExp(`^${env.CMS_ASSET_HOST}/resize=`))],
      publisher: {
        '@type': 'Organization',
        name: 'Jobsdb',
        logo: { '@type': 'ImageObject', url: `${th}/social/jobsdb-logo.png` },
      },
    });
    // The visible breadcrumb trail, in order, the last without a link.
    const visible = [...html.matchAll(/<nav aria-label="[^"]*"[^>]*>(.*?)<\/nav>/gs)]
      .map(([, nav]) => nav)
      .find((nav) => nav?.includes('คำแนะนำด้านอาชีพ'));
    expect(visible).toBeDefined();
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'คำแนะนำด้านอาชีพ', item: `${th}/th/career-advice` },
        { '@type': 'ListItem', position: 2, name: 'พัฒนาอาชีพ' },
      ],
    });
  });
});

describe('other pages', () => {
  it('gives the home page an Organization and x-default', async () => {
    const html = await page(`${th}/th/`);
    expect(jsonLd(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Jobsdb',
        url: `${th}/`,
        logo: { '@type': 'ImageObject', url: `${th}/social/jobsdb-logo.png`, width: 512, height: 512 },
      },
    ]);
    expect(hreflangs(html)['x-default']).toBe(`${th}/`);
    expect(meta(html, 'og:type')).toBe('website');
  });

  it('gives a category page its BreadcrumbList', async () => {
    const html = await page(`${th}/th/career-advice/category/career-development`);
    const [breadcrumbs] = jsonLd(html);
    expect(breadcrumbs?.['@type']).toBe('BreadcrumbList');
    expect(hreflangs(html)['x-default']).toBe(`${th}/career-advice/category/career-development`);
  });
});
