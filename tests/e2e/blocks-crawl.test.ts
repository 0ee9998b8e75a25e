/**
 * Crawls every seeded content page of a few sites (and the articles that embed blocks) at phone and desktop
 * widths: each answers 200, logs no console error, has no blank block and passes axe (WCAG 2.1 AA). The pages
 * come from kv-seed/content, so a page added to the corpus is crawled without touching this file.
 */
import { readFileSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { axeViolations } from './axe';
import { desktop, phone, siteUrl, useBrowser } from './browser';
import { serifText } from './fonts';

const browser = useBrowser();

type Entry = { __typename: string; id: string; published?: boolean; fields: Record<string, unknown> };
const read = (file: string): Entry[] =>
  JSON.parse(readFileSync(new URL(`../../kv-seed/content/${file}`, import.meta.url), 'utf8')) as Entry[];

const sections = new Map(read('sections.json').map((s) => [s.id, s.fields]));

/** A page's path by the link rules of spec §2 (home at '/'). */
function pagePath(page: Entry): string {
  const slug = String(page.fields.slug);
  const section = sections.get(String(page.fields.relatedPageSection ?? ''));
  if (!section) return slug === 'home' ? '/' : `/page/${slug.replace(/^(sara|star)-awards-/, '')}`;
  const parent = sections.get(String(section.parentSection ?? ''));
  const base = `${parent ? `/${String(parent.sectionName)}` : ''}/${String(section.sectionName)}`;
  return slug === section.sectionName ? base : `${base}/${slug}`;
}

const crawlSites = ['candidate-au', 'employer-au', 'employer-my', 'candidate-th'];

const pages: [site: string, path: string][] = [
  ...read('pages.json')
    .filter((page) => page.published !== false)
    .flatMap((page) =>
      (page.fields.sites as string[])
        .map((site) => site.replace('_', '-'))
        .filter((site) => crawlSites.includes(site))
        .map((site): [string, string] => [site, pagePath(page)]),
    ),
  ['candidate-au', '/career-advice/article/salary-negotiation'],
  ['candidate-au', '/career-advice/article/how-to-write-a-resume'],
  ['employer-au', '/hiring-advice/article/employer-brand-basics'],
  ['employer-au', '/market-insights/article/hiring-trends'],
  // A subsection's category and article, whose author has no photo (corpus/showcase-pages.mjs).
  ['candidate-au', '/careers/life-at-seek/category/our-teams'],
  ['candidate-au', '/careers/life-at-seek/article/a-day-in-product-engineering'],
  ['candidate-au', '/author/jordan-ellis'],
];

/** Blocks that show no text and no image: nothing a reader could see. */
const blankBlocks = (page: Page) =>
  page.$$eval('[data-block], [data-widget]', (elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const text = (element as HTMLElement).innerText.trim();
        return box.height < 8 || (text === '' && !element.querySelector('img'));
      })
      .map((element) => element.getAttribute('data-block') ?? element.getAttribute('data-widget')),
  );

describe('crawl of every seeded page', () => {
  it('covers the pages with blocks', () => {
    const paths = pages.map(([site, path]) => `${site}${path}`);
    for (const page of [
      'candidate-au/',
      'employer-au/sara-awards',
      'employer-my/star-awards',
      'candidate-th/about',
      'candidate-au/careers',
      'candidate-au/careers/life-at-seek',
      'candidate-au/graduate-program',
      'employer-au/page/advertise',
      'employer-au/page/hall-of-fame',
      'employer-au/products',
    ])
      expect(paths).toContain(page);
  });

  // Two pages at a time (the e2e project's maxConcurrency), each in a context of its own: read at phone width as
  // loaded, then at desktop width.
  it.concurrent.for(pages)(
    '%s%s renders every block, logs no error and passes axe at phone and desktop widths',
    async ([site, path], { expect }) => {
      const { page, errors } = await browser.open(phone, [], { intercept: false });
      const res = await page.goto(siteUrl(site, path));
      expect(res?.status()).toBe(200);
      await page.waitForLoadState('load');
      for (const [width, viewport] of [
        ['phone', phone],
        ['desktop', desktop],
      ] as const) {
        await page.setViewportSize(viewport);
        expect(await blankBlocks(page), width).toEqual([]);
        expect(await serifText(page), width).toEqual([]);
        expect(await axeViolations(page), width).toEqual([]);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
