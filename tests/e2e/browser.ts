import { existsSync } from 'node:fs';

import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without these, Chromium reaches for Google's services at start and on a closed network
// fails many connections (see the machine notes); the tests need none of them.
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Hosts outside the machine fail at once instead of waiting on a network the tests do not have.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
];

/** Whether an address is on a host outside this machine (not the site or its stand-ins). */
export function isOutside(address: string): boolean {
  const url = new URL(address);
  return /^https?:$/.test(url.protocol) && !/^(localhost|[\w-]+\.localhost|127\.0\.0\.1)$/.test(url.hostname);
}

/** The local address of a site under the test server, e.g. siteUrl('employer-au', '/'). */
export function siteUrl(site: string, path = '/'): string {
  const host = site === 'default' ? 'localhost' : `${site}.localhost`;
  return `http://${host}:${inject('port')}${path}`;
}

const blankImage = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

export const phone = { width: 375, height: 740 };
export const desktop = { width: 1280, height: 800 };

/** One Chromium per test file; each test opens its own page and collects console errors. */
export function useBrowser({ scrollbars = false }: { scrollbars?: boolean } = {}) {
  let browser: Browser;
  beforeAll(async () => {
    if (!existsSync(executablePath)) throw new Error(`Chromium is missing at ${executablePath}`);
    // Playwright hides scroll bars in headless Chromium; `scrollbars` shows them, taking room from the page as
    // on a desktop whose scroll bars are not overlaid (Windows, Linux).
    const ignoreDefaultArgs = scrollbars ? ['--hide-scrollbars'] : undefined;
    browser = await chromium.launch({ executablePath, args, ignoreDefaultArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });
  let readers = 0;
  return {
    /**
     * `javaScript: false` opens it as a reader whose browser runs no script; `touch: true` as a phone's, whose
     * screen is touched rather than clicked. `intercept: false` (the crawls, which send no form) lets no request
     * pass through the test, which spares the browser a round trip for each: the site's requests then carry no
     * address of their own, and an outside host's image fails to load (not counted as the page's error) instead
     * of answering a blank one.
     */
    async open(
      viewport = desktop,
      permissions: string[] = [],
      {
        javaScript = true,
        touch = false,
        intercept = true,
      }: { javaScript?: boolean; touch?: boolean; intercept?: boolean } = {},
    ): Promise<{ page: Page; errors: string[] }> {
      const context = await browser.newContext({
        viewport,
        permissions,
        javaScriptEnabled: javaScript,
        ...(touch ? { hasTouch: true, isMobile: true } : {}),
      });
      // Each page is its own reader, with its own address as Cloudflare names it (CF-Connecting-IP, which
      // wrangler dev keeps when sent): the forms' per-client rate limit (5 a minute) then counts one test's
      // submissions, not the whole run's. Only the site's own requests carry it (no CORS preflight elsewhere).
      readers += 1;
      const address = `10.${process.pid % 250}.${(readers >> 8) % 250}.${readers % 250}`;
      if (intercept)
        await context.route(
          (url) => url.port === String(inject('port')),
          (route) =>
            route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': address } }),
        );
      const page = await context.newPage();
      // CMS images come from the local asset host stand-in (CMS_ASSET_HOST); these tests run with no network,
      // so any other request that leaves the machine gets a blank image instead of a connection error.
      if (intercept)
        await page.route(
          (url) => isOutside(url.href),
          (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: blankImage }),
        );
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() !== 'error') return;
        // A load from outside the machine that failed to resolve: the tests' missing network, not the page.
        const source = m.location().url;
        if (source && isOutside(source) && m.text().includes('ERR_NAME_NOT_RESOLVED')) return;
        errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      return { page, errors };
    },
  };
}
