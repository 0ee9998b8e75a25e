import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { axeViolations, type Violation } from './axe';
import { desktop, phone, siteUrl, useBrowser } from './browser';
import { getThroughLoopback } from './loopback';

const browser = useBrowser();

// The site's stand-ins run 100 ports up (tests/e2e/global-setup.ts): the content API is on 8901.
const contentApi = `http://127.0.0.1:${8801 + Number(process.env.E2E_SERVICES_OFFSET ?? 100)}`;
const setMode = async (mode: 'ok' | 'fail') => {
  const res = await fetch(`${contentApi}/__control`, { method: 'POST', body: JSON.stringify({ mode }) });
  expect(res.status).toBe(200);
};

/** The operator's purge token, as wrangler reads it: .dev.vars, else the example it is copied from. */
async function adminToken(): Promise<string> {
  const read = (file: string) => readFile(path.resolve(file), 'utf8');
  const vars = await read('.dev.vars').catch(() => read('.dev.vars.example'));
  return /^ADMIN_PURGE_TOKEN=(.*)$/m.exec(vars)?.[1]?.trim() ?? '';
}

// One article per language, each its own CMS entry (kv-seed/content/articles.json): purged, so no copy of its
// page or its data is kept, while the section data of the header and footer stays.
const articles = [
  {
    site: 'candidate-au',
    path: '/career-advice/article/how-to-write-a-resume',
    entryId: 'clmwfww8h2o1djf2363cpm9gq',
    lang: 'en-AU',
    heading: 'This page is unavailable right now',
    text: 'We can’t load this page at the moment. Please try again in a few minutes.',
    mainNavigation: 'Main navigation',
    openMenu: 'Open menu',
    menu: 'Menu',
    home: '/',
  },
  {
    site: 'candidate-th',
    path: '/th/career-advice/article/how-to-write-a-resume',
    entryId: 'clrcyvsbyc3df763fjwk8tt5e',
    lang: 'th-TH',
    heading: 'หน้านี้ไม่พร้อมใช้งานในขณะนี้',
    text: 'เราไม่สามารถโหลดหน้านี้ได้ในขณะนี้ โปรดลองอีกครั้งในอีกไม่กี่นาที',
    mainNavigation: 'เมนูหลัก',
    openMenu: 'เปิดเมนู',
    menu: 'เมนู',
    home: '/th/',
  },
] as const;

/**
 * Whether axe's 'label-content-name-mismatch' on a Thai control is its own mistake: axe 4.14 drops the vowel
 * marks of Thai words before it matches words, so the menu button named 'เปิดเมนู' (Open menu) showing 'เมนู'
 * (Menu) looks to it like a name without its label. WCAG 2.5.3 asks that the name hold the visible text: checked
 * here instead.
 */
async function thaiLabelInName(page: Page, violation: Violation): Promise<boolean> {
  if (violation.id !== 'label-content-name-mismatch') return false;
  const holdsLabel = await Promise.all(
    violation.targets.map((target) =>
      page.locator(target).evaluate((control) => {
        const shown = [...control.childNodes]
          .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
          .map((node) => node.textContent)
          .join('')
          .trim();
        return /[\u0E00-\u0E7F]/.test(shown) && (control.getAttribute('aria-label') ?? '').includes(shown);
      }),
    ),
  );
  return holdsLabel.every(Boolean);
}

/** Polls until every article answers 200 again (the circuit breaker lets the CMS be called once it is back). */
async function untilServed(deadlineMs = 90_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (const { site, path: pathname } of articles) {
    while ((await getThroughLoopback(siteUrl(site, pathname))).status !== 200) {
      if (Date.now() > deadline) throw new Error(`${site}${pathname} is not served again`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

describe('an uncached page while the content API fails', () => {
  beforeAll(async () => {
    await setMode('ok');
    // Every part of the pages is read (the header's section data kept), then the articles themselves purged.
    await untilServed();
    const purged = await fetch(siteUrl('default', '/admin/purge'), {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ entryIds: articles.map((a) => a.entryId) }),
    });
    expect(purged.status).toBe(200);
    await setMode('fail');
  });

  afterAll(async () => {
    await setMode('ok');
    await untilServed(); // the pages the other test files read are served again before they run
  }, 120_000);

  for (const article of articles) {
    for (const [width, viewport] of [
      ['375', phone],
      ['1280', desktop],
    ] as const) {
      it(`${article.site}${article.path} at ${width} px: 503 with Retry-After in the site's frame, axe clean`, async () => {
        const { page, errors } = await browser.open(viewport);
        const response = await page.goto(siteUrl(article.site, article.path));
        expect(response?.status()).toBe(503);
        expect(response?.headers()['retry-after']).toMatch(/^[1-9]\d*$/);
        expect(response?.headers()['cache-control']).toBe('private, no-store');
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe(article.lang);
        await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(article.heading);
        await expect(page.getByText(article.text).isVisible()).resolves.toBe(true);
        // The search box, hydrated, and the home link.
        await page.waitForSelector('[data-island="SearchBox"][data-island-hydrated="true"]');
        await expect(page.getByRole('search').isVisible()).resolves.toBe(true);
        await expect(page.locator(`main a[href="${article.home}"]`).count()).resolves.toBe(1);
        await expect(page.locator('footer').count()).resolves.toBe(1);
        const violations = await axeViolations(page);
        const mistaken = await Promise.all(violations.map((v) => thaiLabelInName(page, v)));
        expect(violations.filter((_, at) => !mistaken[at])).toEqual([]);
        await page.screenshot({ path: `reports/unavailable-${article.site}-${width}.png`, fullPage: true });
        // The header's navigation and its links, as on every page of the site: in the bar on a desktop, in the
        // menu the header's button opens on a phone.
        if (viewport === desktop) {
          const nav = page.getByRole('navigation', { name: article.mainNavigation });
          await expect(nav.isVisible()).resolves.toBe(true);
          expect(await nav.getByRole('link').count()).toBeGreaterThan(2);
        } else {
          await page.waitForSelector('[data-island="MobileMenu"][data-island-hydrated="true"]');
          await page.getByRole('button', { name: article.openMenu }).click();
          const menu = page.getByRole('navigation', { name: article.menu, exact: true });
          await expect(menu.isVisible()).resolves.toBe(true);
          expect(await menu.getByRole('link').count()).toBeGreaterThan(2);
        }
        // The browser's console shows the document's own 503; nothing else failed.
        expect(errors.filter((e) => !/503/.test(e))).toEqual([]);
      });
    }
  }
});
