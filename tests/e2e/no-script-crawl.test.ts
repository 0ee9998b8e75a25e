/**
 * Every page of every site with JavaScript off (spec §2: the page works before and without its scripts): each
 * address the 17 sites' sitemaps list, read at 1280 and at 375 px, offers no control that neither works nor
 * says why it cannot (tests/e2e/dead-controls.ts says what counts as dead). The controls that work are proved
 * in tests/e2e/no-script.test.ts; this finds the ones nobody thought of.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sites } from '../../worker/site/sites';

import { desktop, phone, siteUrl, useBrowser } from './browser';
import { deadControls } from './dead-controls';
import { readSitemap } from './seo/sitemap';

const browser = useBrowser();

/** Pages read at once, each in its own tab of one browser context (a reader with a few tabs open). */
const tabCount = 4;

/** Every address a site's sitemap lists, alternates included, as paths. */
async function sitemapPaths(site: string): Promise<string[]> {
  const sitemap = await readSitemap(new URL(siteUrl(site)).origin);
  const urls = [...sitemap].flatMap(([loc, alternates]) => [loc, ...alternates.values()]);
  return [...new Set(urls.map((url) => new URL(url).pathname))];
}

/** The dead controls of one page, at desktop then at phone width, each named once. */
async function pageProblems(page: Page, site: string, path: string): Promise<string[]> {
  await page.setViewportSize(desktop);
  const res = await page.goto(siteUrl(site, path));
  if (res?.status() !== 200) return [`${site}${path} answers ${res?.status()}`];
  const found = new Set(await deadControls(page));
  await page.setViewportSize(phone);
  for (const control of await deadControls(page)) found.add(control);
  return [...found].map((control) => `${site}${path} → ${control}`);
}

describe('with JavaScript off, every page of every site', () => {
  let tabs: Page[] = [];
  beforeAll(async () => {
    const { page } = await browser.open(desktop, [], { javaScript: false });
    // Images, fonts and media play no part in what a control does: not loading them keeps the crawl fast.
    await page.context().route(
      (url) => /\.(avif|webp|png|jpe?g|gif|svg|ico|woff2?|mp4|webm)$/.test(url.pathname),
      (route) => route.abort(),
    );
    tabs = [
      page,
      ...(await Promise.all(Array.from({ length: tabCount - 1 }, () => page.context().newPage()))),
    ];
  });
  afterAll(() => tabs[0]?.context().close());

  it.each(sites.map(({ name }) => name))(
    '%s offers no control that neither works nor says why it cannot',
    async (site) => {
      const queue = await sitemapPaths(site);
      expect(queue.length).toBeGreaterThan(5);
      const problems: string[] = [];
      await Promise.all(
        tabs.map(async (tab) => {
          for (let path = queue.shift(); path; path = queue.shift())
            problems.push(...(await pageProblems(tab, site, path)));
        }),
      );
      expect(problems).toEqual([]);
    },
    // A busy machine renders an uncached page in seconds; the crawl itself takes a fraction of that.
    180_000,
  );
});
