/**
 * Each page's own CSS inlined in its head (worker/render/critical-css.ts) in Chromium: no stylesheet blocks the
 * first paint, the inlined rules weigh at most 10 KB gzip, and they style every element exactly as the whole
 * stylesheet does (each element's computed style is the same before and after the whole sheet is added); with
 * scripts, what plain islands show later is styled by the inlined rules too, and the hydrator links the whole
 * sheet only for a React island, before it hydrates.
 */
import { gzipSync } from 'node:zlib';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { withPreloadsApart } from '../../worker/render/test-image-preloads';

import { desktop, phone, siteUrl, useBrowser } from './browser';
import { getThroughLoopback } from './loopback';

const browser = useBrowser();

const pages: [site: string, path: string][] = [
  ['candidate-au', '/'],
  ['candidate-au', '/career-advice/article/how-to-write-a-resume'],
  ['candidate-au', '/career-advice/category/career-development'],
  ['candidate-au', '/author/amanda-wright'],
  ['candidate-au', '/article-search/resume/1'],
  ['candidate-au', '/market-insights/salary-insights'],
  ['candidate-au', '/no-such-page'],
  ['employer-au', '/'],
  ['employer-au', '/sara-awards'],
  [
    'employer-au',
    '/au/talent-attraction-lab/data-lab?primaryDriver=Industry&primaryDriverOptions=Accounting',
  ],
  ['employer-au', '/about/investors'],
  ['candidate-th', '/th/'],
];

/**
 * Every element's computed style (the properties the stylesheet sets), one line each in document order, kept in
 * the page (a page of thousands of elements has megabytes of them); with `compare`, the first lines that differ
 * from the kept ones instead.
 */
const computedStyles = (page: Page, properties: string[], compare = false) =>
  page.evaluate(
    ([names, compareToKept]) => {
      const lines = [...document.querySelectorAll('body *')].map((element) => {
        const style = getComputedStyle(element);
        let line = element.tagName;
        for (const name of names) line += `;${style.getPropertyValue(name)}`;
        return line;
      });
      const store = window as unknown as { keptStyles?: string[] };
      if (!compareToKept) {
        store.keptStyles = lines;
        return { count: lines.length, differing: [] };
      }
      const kept = store.keptStyles ?? [];
      const differing = lines.flatMap((line, i) => (line === kept[i] ? [] : [[kept[i] ?? '', line]]));
      return { count: lines.length, differing: differing.slice(0, 3) };
    },
    [properties, compare] as const,
  );

/** Adds the whole stylesheet(s) to the page and resolves once they have loaded. */
const addWholeSheet = (page: Page, hrefs: string[]) =>
  page.evaluate(
    (urls) =>
      Promise.all(
        urls.map(
          (href) =>
            new Promise((resolve, reject) => {
              const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
              link.onload = resolve;
              link.onerror = reject;
              document.head.appendChild(link);
            }),
        ),
      ),
    hrefs,
  );

/** The properties the stylesheets declare (custom properties included). */
async function declaredProperties(page: Page, hrefs: string[]): Promise<string[]> {
  const sheets = await page.evaluate(
    (urls) => Promise.all(urls.map(async (url) => (await fetch(url)).text())),
    hrefs,
  );
  const declarations = [...sheets.join('').matchAll(/[{;](-{0,2}[a-z][a-z0-9-]*):/g)];
  return [...new Set(declarations.map((m) => m[1]!))];
}

describe('inlined page CSS', () => {
  for (const [width, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    it.each(pages)(
      `${width}: %s%s needs no stylesheet to paint and looks as with the whole sheet`,
      { timeout: 120_000 },
      async (site, path) => {
        const { page } = await browser.open(viewport);
        // No scripts: only the inlined rules style the page, as at its first paint.
        await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
        const res = await page.goto(siteUrl(site, path));
        const html = (await res?.text()) ?? '';
        const head = html.slice(0, html.indexOf('</head>'));
        expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
        const inlined = head.match(/<style>([^<]*)<\/style>/)?.[1] ?? '';
        expect(inlined.length).toBeGreaterThan(1000);
        expect(gzipSync(inlined, { level: 9 }).length).toBeLessThanOrEqual(10 * 1024);
        const sheets = (await page.getAttribute('html', 'data-stylesheets'))?.split(' ') ?? [];
        expect(sheets.length).toBeGreaterThan(0);

        const properties = await declaredProperties(page, sheets);
        expect(properties).toContain('display');
        const inlinedOnly = await computedStyles(page, properties);
        expect(inlinedOnly.count).toBeGreaterThan(50);
        await addWholeSheet(page, sheets);
        const withWholeSheet = await computedStyles(page, properties, true);
        expect(withWholeSheet).toEqual({ count: inlinedOnly.count, differing: [] });
        await page.context().close();
      },
    );
  }

  it('with plain islands only, styles what their scripts show without the whole stylesheet', async () => {
    const { page, errors } = await browser.open(phone);
    await page.goto(siteUrl('employer-au', '/hiring-advice'));
    const sheets = (await page.getAttribute('html', 'data-stylesheets'))?.split(' ') ?? [];
    // The menu open, the search box's suggestions with one chosen, then its too-short message.
    await page.waitForSelector('[data-island="MobileMenu"][data-island-hydrated="true"]', {
      state: 'attached',
    });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const box = page.getByRole('combobox').first();
    await box.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="SearchBox"][data-island-hydrated="true"]', {
      state: 'attached',
    });
    await box.pressSequentially('interview');
    await page.getByRole('listbox').waitFor();
    await box.press('ArrowDown');
    const properties = await declaredProperties(page, sheets);
    const withSuggestions = await computedStyles(page, properties);
    expect(withSuggestions.count).toBeGreaterThan(50);
    await box.fill('ab');
    await box.press('Enter');
    await page.getByRole('alert').waitFor();
    await computedStyles(page, properties);
    expect(await page.$$('link[rel="stylesheet"]')).toEqual([]);
    await addWholeSheet(page, sheets);
    expect(await computedStyles(page, properties, true)).toMatchObject({ differing: [] });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('links the whole stylesheet for a React island, before it hydrates', async () => {
    const { page, errors } = await browser.open(phone);
    await page.goto(
      siteUrl(
        'employer-au',
        '/au/talent-attraction-lab/data-lab?primaryDriver=Industry&primaryDriverOptions=Accounting',
      ),
    );
    const href = await page.getAttribute('html', 'data-stylesheets');
    await page.waitForSelector('[data-island="DataLabFilters"][data-island-hydrated="true"]', {
      state: 'attached',
    });
    const linked = await page.$$eval('link[rel="stylesheet"]', (links) =>
      links.map((link) => ({
        href: link.getAttribute('href'),
        loaded: Boolean((link as HTMLLinkElement).sheet),
      })),
    );
    expect(linked).toEqual([{ href, loaded: true }]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('renders a page again from its kept parts as the same document, its CSS included', async () => {
    // Credentials make the page cache step aside, so each request renders. The first render keeps the page's
    // bulk (worker/render/part-markup.tsx); the next take it as placeholders filled in after the render, with
    // the class values read from it once (worker/render/markup-slots.ts).
    const render = async (site: string, path: string) => {
      const { status, body } = await getThroughLoopback(siteUrl(site, path), {
        authorization: 'Bearer t0ken',
      });
      expect(status, path).toBe(200);
      return body;
    };
    for (const [site, path] of pages.filter(([, p]) => p !== '/no-such-page')) {
      const first = await render(site, path);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await render(site, path);
      // The image preloads a kept part asks for again: the same links (worker/render/test-image-preloads.ts).
      expect(withPreloadsApart(again), path).toEqual(withPreloadsApart(first));
      expect(again).not.toContain('<!--kept');
    }
  });
});
