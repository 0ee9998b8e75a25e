/**
 * A browser paints a page while it is still parsing it (a slow network, a slow phone): what it has drawn must not
 * move when the rest arrives (layout shift). Each case loads the page twice in Chromium, once whole and once cut
 * off where a parse can stop, and finds the element drawn in the same place in both. The header is never drawn
 * half parsed: the head holds `<link rel="expect" href="#content" blocking="render">`.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { desktop, phone, siteUrl, useBrowser } from './browser';

// With scroll bars that take room: a page drawn shorter than the window has none until the rest arrives.
const browser = useBrowser({ scrollbars: true });

/** The page's HTML as the worker sends it, cut just before the first `cutBefore` (tags left open close at the end). */
async function openCut(page: Page, url: string, cutBefore: string) {
  await page.route(url, async (route) => {
    // Fetched from the test's Node process, which does not resolve the sites' *.localhost names.
    const { hostname, host } = new URL(url);
    const response = await route.fetch({
      url: url.replace(hostname, '127.0.0.1'),
      headers: { ...route.request().headers(), host },
    });
    const html = await response.text();
    const at = html.indexOf(cutBefore);
    expect(at, `${cutBefore} is in ${url}`).toBeGreaterThan(0);
    await route.fulfill({ response, body: html.slice(0, at) });
  });
  await page.goto(url);
}

/** Where the element is drawn: x, y, width and height in CSS pixels. */
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return [x, y, width, height].map(Math.round);
    });

const cases = [
  {
    name: 'a primary banner’s text before its image column',
    site: 'employer-au',
    path: '/',
    cutBefore: 'SEEK is a registered trademark.',
    drawn: 'main h1',
  },
  {
    name: 'the Data Lab’s Share button before the PDF button',
    site: 'employer-au',
    path: '/au/talent-attraction-lab/data-lab?primaryDriver=Industry&primaryDriverOptions=Accounting',
    cutBefore: '<div data-island="DataLabPdf"',
    drawn: 'main button[aria-controls$="-menu"]',
  },
  {
    name: 'the salary table’s columns before its tenth row',
    site: 'candidate-au',
    path: '/market-insights/salary-insights',
    cutBefore: '<tr><td>10</td>',
    drawn: 'main thead th:nth-child(3)',
  },
  {
    // Drawn shorter than the window, then long enough to scroll: the scroll bar's room is kept from the start.
    name: 'the search box before the results',
    site: 'candidate-au',
    path: '/article-search/resume/1',
    cutBefore: '<h1',
    drawn: 'main form[role="search"]',
  },
];

describe('a page painted while it is parsed', () => {
  for (const { name, site, path, cutBefore, drawn } of cases) {
    for (const [label, viewport] of [
      ['1280', desktop],
      ['375', phone],
    ] as const) {
      it(`draws ${name} where it stays, at ${label} px`, async () => {
        const url = siteUrl(site, path);
        const whole = await browser.open(viewport);
        await whole.page.goto(url);
        const cut = await browser.open(viewport);
        await openCut(cut.page, url, cutBefore);
        await expect(box(cut.page, drawn)).resolves.toEqual(await box(whole.page, drawn));
      });
    }
  }

  it('holds the first paint until the main content begins', async () => {
    const { page } = await browser.open(desktop);
    await page.goto(siteUrl('candidate-au', '/'));
    await expect(page.locator('head link[rel="expect"]').getAttribute('href')).resolves.toBe('#content');
    await expect(page.locator('head link[rel="expect"]').getAttribute('blocking')).resolves.toBe('render');
    await expect(page.locator('main#content').count()).resolves.toBe(1);
  });
});
