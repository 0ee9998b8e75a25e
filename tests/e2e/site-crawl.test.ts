/**
 * A reader's crawl of the AU, TH and ID sites in both of their languages: from each home, and every page the
 * site's sitemap lists in that language, it follows the site's own links breadth first and opens every page it
 * reaches at 320 px. Each page answers 200, every image on it loads, nothing scrolls sideways, no text falls
 * back to a serif font, and a page whose h1 is Thai or Bahasa has its <title> in that language. Every same-site
 * link on those pages is asked for too: none is a 404.
 */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';

import { isOutside, siteUrl, useBrowser } from './browser';
import { serifText } from './fonts';

const browser = useBrowser();
const narrow = { width: 320, height: 640 };
/** A bound on pages opened per home, far above what the seed has, so a link loop cannot run the crawl forever. */
const pagesPerHome = 400;

const homes: [site: string, path: string][] = [
  ['candidate-au', '/'],
  ['employer-au', '/'],
  ['candidate-th', '/'],
  ['candidate-th', '/th/'],
  ['employer-th', '/th/'],
  ['candidate-id', '/id/'],
  ['employer-id', '/id/'],
];

/** Addresses that are not reader pages: endpoints, downloads, previews. */
const notAPage = /^\/(api|admin|preview|webhooks)\b|\.(pdf|xml|txt|json)$/;

const opened = new Set<string>();
const checkedLinks = new Map<string, number>();

/** The page's same-site links, without fragments. */
const siteLinks = (page: Page) =>
  page.$$eval('a[href]', (anchors) =>
    anchors
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((url) => url.origin === location.origin)
      .map((url) => `${url.pathname}${url.search}`),
  );

/**
 * Statuses of addresses on the page's own origin, asked for by the browser (redirects followed), eight at a
 * time as a crawler would.
 */
const statuses = (page: Page, paths: string[]) =>
  page.evaluate(async (all) => {
    const answers: [string, number][] = [];
    for (let start = 0; start < all.length; start += 8)
      answers.push(
        ...(await Promise.all(
          all
            .slice(start, start + 8)
            .map((p) => fetch(p, { credentials: 'omit' }).then((r) => [p, r.status] as [string, number])),
        )),
      );
    return answers;
  }, paths);

/** Images of this machine that did not load once every image is asked for (lazy ones included). */
const brokenImages = async (page: Page) =>
  (
    await page.evaluate(() =>
      Promise.all(
        [...document.images].map((img) => {
          img.loading = 'eager';
          return img.decode().then(
            () => null,
            () => (img.currentSrc || img.src ? img.currentSrc || img.src : null),
          );
        }),
      ).then((all) => all.filter((src): src is string => src !== null)),
    )
  ).filter((src) => !isOutside(src));

/** Whether an address is in the language of the home the crawl started from ('/' is the default language). */
const inLanguage = (home: string, path: string) =>
  home === '/' ? !/^\/(th|id)(\/|$)/.test(path) : path.startsWith(home);

const hasThai = (text: string) => /[\u0E00-\u0E7F]/.test(text);

/** The h1 and <title> of the same address in the site's default language (no language prefix). */
const englishHeads = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const html = await (await fetch(p, { credentials: 'omit' })).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return { h1: doc.querySelector('h1')?.textContent?.trim() ?? '', title: doc.title };
  }, path);

/** Every address the site's sitemap (or the sitemaps of its index) lists, alternates included, as paths. */
const sitemapPaths = (page: Page) =>
  page.evaluate(async () => {
    const read = async (url: string) =>
      new DOMParser().parseFromString(await (await fetch(url)).text(), 'application/xml');
    const index = await read('/sitemap.xml');
    const maps = index.querySelector('sitemapindex')
      ? [...index.querySelectorAll('sitemap > loc')].map((loc) => read(loc.textContent ?? ''))
      : [Promise.resolve(index)];
    const paths = (await Promise.all(maps)).flatMap((doc) => [
      ...[...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
      ...[...doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
    ]);
    return [...new Set(paths.map((url) => new URL(url, location.origin).pathname))];
  });

describe('crawl of the AU, TH and ID sites at 320 px', () => {
  // The homes' crawls two at a time (the e2e project's maxConcurrency), each in its own page; a page another
  // crawl of the site has opened is not opened again.
  it.concurrent.for(homes)(
    '%s%s and the pages it links to',
    { timeout: 600_000 },
    async ([site, home], { expect }) => {
      const { page, errors } = await browser.open(narrow, [], { intercept: false });
      const failedImages: string[] = [];
      // A request the browser itself abandoned when the crawl moved to the next page (net::ERR_ABORTED) is not
      // a broken image, nor is one from outside the machine, which the tests cannot reach; every image of each
      // page is also decoded before the crawl moves on (brokenImages).
      page.on('requestfailed', (r) => {
        const reason = r.failure()?.errorText ?? '';
        if (r.resourceType() === 'image' && reason !== 'net::ERR_ABORTED' && !isOutside(r.url()))
          failedImages.push(`${r.url()} (${reason})`);
      });
      page.on(
        'response',
        (r) => r.request().resourceType() === 'image' && r.status() >= 400 && failedImages.push(r.url()),
      );
      const problems: string[] = [];
      // The home first, then every page the sitemap lists, then whatever else their links reach.
      await page.goto(siteUrl(site, home));
      const queue = [home, ...(await sitemapPaths(page)).filter((path) => inLanguage(home, path))];
      let count = 0;
      while (queue.length > 0 && count < pagesPerHome) {
        const path = queue.shift()!;
        const key = `${site}${path}`;
        if (opened.has(key)) continue;
        opened.add(key);
        count += 1;
        const res = await page.goto(siteUrl(site, path));
        if (res?.status() !== 200) {
          problems.push(`${path}: answers ${res?.status()}`);
          continue;
        }
        await page.waitForLoadState('load');
        for (const src of await brokenImages(page)) problems.push(`${path}: image ${src} does not load`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > narrow.width) problems.push(`${path}: ${width} px wide at ${narrow.width} px`);
        for (const text of await serifText(page)) problems.push(`${path}: serif ${text}`);

        const h1 = (await page.locator('h1').first().textContent())?.trim() ?? '';
        const title = await page.title();
        if (hasThai(h1) && !hasThai(title))
          problems.push(`${path}: Thai h1 "${h1}" under the title "${title}"`);
        if (path.startsWith('/id/')) {
          const english = await englishHeads(page, path.slice('/id'.length));
          if (h1 !== english.h1 && title === english.title)
            problems.push(`${path}: Bahasa h1 "${h1}" under the English title "${title}"`);
        }

        const links = [...new Set(await siteLinks(page))].filter(
          (link) => !notAPage.test(link.split('?')[0] ?? ''),
        );
        const unchecked = links.filter((link) => !checkedLinks.has(`${site}${link}`));
        for (const [link, status] of await statuses(page, unchecked)) {
          checkedLinks.set(`${site}${link}`, status);
          if (status === 404) problems.push(`${path}: links to ${link}, a 404`);
        }
        // Pages to open next: in this home's language, without a query (search results and filters are pages
        // of one kind).
        for (const link of links)
          if (inLanguage(home, link) && !link.includes('?') && checkedLinks.get(`${site}${link}`) === 200)
            queue.push(link);
      }
      for (const src of failedImages) problems.push(`image request failed: ${src}`);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      expect(count).toBeGreaterThan(5);
      await page.context().close();
    },
  );
});
