/**
 * Every page of every site with JavaScript off (spec §2: the page works before and without its scripts): each
 * address the 17 sites' sitemaps list, read at 1280 and at 375 px, offers no control that neither works nor
 * says why it cannot (tests/e2e/dead-controls.ts says what counts as dead). The controls that work are proved
 * in tests/e2e/no-script.test.ts; this finds the ones nobody thought of.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { sites } from '../../worker/site/sites';

import { desktop, phone, siteUrl, useBrowser } from './browser';
import { deadControls } from './dead-controls';
import { readSitemap } from './seo/sitemap';

const browser = useBrowser();

/** Pages read at once, each in its own tab of one browser context (a reader with a few tabs open). */
const tabs = 4;

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
  it('offers no control that neither works nor says why it cannot', { timeout: 300_000 }, async () => {
    const queue = (
      await Promise.all(
        sites.map(async ({ name }) => (await sitemapPaths(name)).map((path) => [name, path] as const)),
      )
    ).flat();
    expect(queue.length).toBeGreaterThan(400);
    const { page: first } = await browser.open(desktop, [], { javaScript: false });
    const context = first.context();
    // Images, fonts and media play no part in what a control does: not loading them keeps the crawl fast.
    await context.route(
      (url) => /\.(avif|webp|png|jpe?g|gif|svg|ico|woff2?|mp4|webm)$/.test(url.pathname),
      (route) => route.abort(),
    );
    const pages = [first, ...(await Promise.all(Array.from({ length: tabs - 1 }, () => context.newPage())))];
    const problems: string[] = [];
    let read = 0;
    await Promise.all(
      pages.map(async (page) => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          problems.push(...(await pageProblems(page, ...next)));
          read += 1;
        }
      }),
    );
    await context.close();
    expect(read).toBeGreaterThan(400);
    expect(problems).toEqual([]);
  });
});
