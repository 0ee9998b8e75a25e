import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';
import { islandProps } from '../test/island-props';

/**
 * The seeded pages of corpus/showcase-pages.mjs (the blocks and routes of spec §2 no other page carries), as a
 * reader's browser gets them.
 */
const app = createApp();
const get = async (url: string) => {
  const res = await app.request(url, { redirect: 'manual' }, env);
  return { res, html: await res.text() };
};
const candidateAu = 'http://candidate-au.localhost:8787';
const employerAu = 'http://employer-au.localhost:8787';

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const h1 = (html: string) => text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();

describe('showcase pages seeded for the rest of spec §2', () => {
  it("/careers: the section's own page, its banner actions split by 'OR', a YouTube video block", async () => {
    const { res, html } = await get(`${candidateAu}/careers`);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe('Careers');
    const bannerAt = html.indexOf('Careers at SEEK');
    expect(bannerAt).toBeGreaterThan(-1);
    const banner = text(html.slice(bannerAt, html.indexOf('SEEK is an equal opportunity employer')));
    expect(banner).toMatch(/See open roles OR Meet our teams/);
    expect(html).toContain('href="/careers/life-at-seek/category/our-teams"');
    // An external link carries its tracking query string (spec §2).
    expect(html).toContain('href="https://www.seek.com.au/careers/jobs?tracking=insights-careers-banner"');
    const [video] = islandProps(html, 'VideoFrame');
    expect(video?.video).toMatchObject({
      source: 'YouTube',
      videoId: 'aqz-KE-bpKQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    });
    expect(text(html)).toContain('Life at our Melbourne office in two minutes');
    expect(html).toContain('href="/careers/life-at-seek"');
  });

  it('/careers/life-at-seek: the life-at page, listing the articles of its subsection category', async () => {
    const { res, html } = await get(`${candidateAu}/careers/life-at-seek`);
    expect(res.status).toBe(200);
    expect(text(html)).toContain('Flexible, inclusive and curious');
    expect(html).toContain('href="/careers/life-at-seek/article/a-day-in-product-engineering"');
  });

  it('a subsection category and article: /careers/life-at-seek/category/… and /…/article/…', async () => {
    const category = await get(`${candidateAu}/careers/life-at-seek/category/our-teams`);
    expect(category.res.status).toBe(200);
    expect(h1(category.html)).toBe('Our teams');
    expect(category.html).toContain('href="/careers/life-at-seek/article/a-day-in-product-engineering"');

    const { res, html } = await get(
      `${candidateAu}/careers/life-at-seek/article/a-day-in-product-engineering`,
    );
    expect(res.status).toBe(200);
    expect(h1(html)).toBe('A day in product engineering');
    // The tall feature image (1200x1800) is cropped to the 940x485 hero (spec §2 article page).
    expect(html).toMatch(/<img[^>]*src="[^"]*\/resize=fit:crop,width:940,height:485\/[^"]+"/);
    expect(html).toContain('href="/author/jordan-ellis"');
    // Its article-section key (spec §2) is the life-at section's own.
    expect(html).toContain('"articleSection":"life-at-seek"');
  });

  it('an article of any other section has the article-section key hami', async () => {
    const { html } = await get(`${candidateAu}/career-advice/article/how-to-write-a-resume`);
    expect(html).toContain('"articleSection":"hami"');
  });

  it('/products: the employer header marks the top-level tab of the page section (spec §2)', async () => {
    const { res, html } = await get(`${employerAu}/products`);
    expect(res.status).toBe(200);
    expect(html).toMatch(/<header[^>]*data-active-tab="products"/);
    const advice = await get(`${employerAu}/hiring-advice`);
    expect(advice.html).toContain('<header');
    expect(advice.html).not.toContain('data-active-tab');
  });

  it('an author without a photo gets the placeholder with their initials', async () => {
    const { res, html } = await get(`${candidateAu}/author/jordan-ellis`);
    expect(res.status).toBe(200);
    expect(text(html)).toContain('Articles by Jordan Ellis');
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*>[\s\S]*?>JE<\/text>/);
    expect(html).not.toContain('alt="Photo of Jordan Ellis"');
  });

  it('/graduate-program: a section whose header options hide the header renders without it', async () => {
    const { res, html } = await get(`${candidateAu}/graduate-program`);
    expect(res.status).toBe(200);
    expect(text(html)).toContain('Start your career with us');
    expect(html).not.toContain('<header');
    // The footer of the section stays.
    expect(html).toContain('<footer');
    const about = await get(`${candidateAu}/about`);
    expect(about.html).toContain('<header');
  });

  it('/page/advertise: a shopfront banner with its form island, and a content form below', async () => {
    const { res, html } = await get(`${employerAu}/page/advertise`);
    expect(res.status).toBe(200);
    expect(text(html)).toContain('Advertise your jobs with SEEK');
    expect(html).not.toContain('not yet available');
    const forms = islandProps(html, 'CmsForm').map((props) => (props.form as { slug: string }).slug);
    expect(forms).toEqual(['talk-to-sales', 'subscribe']);
    expect(html).toMatch(/data-form="talk-to-sales"/);
    expect(text(html)).toContain('Not ready to advertise yet?');
    expect(text(html)).toContain('Prices include GST.');
  });

  it('/page/hall-of-fame: an awards page without a themed section wears the default awards banner', async () => {
    const { res, html } = await get(`${employerAu}/page/hall-of-fame`);
    expect(res.status).toBe(200);
    expect(html).toMatch(/<section[^>]*data-theme="default"/);
    expect(text(html)).toContain('SARA Hall of Fame');
    expect(html).toContain('href="/sara-awards"');
  });
});
