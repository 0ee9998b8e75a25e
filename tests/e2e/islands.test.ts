import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { phone, siteUrl, useBrowser } from './browser';

const browser = useBrowser();

/** The built browser files that hold React DOM (dist/browser-meta.json, from the build the site serves). */
function reactFiles(): string[] {
  const meta = JSON.parse(readFileSync(path.resolve('dist/browser-meta.json'), 'utf8')) as Record<
    string,
    { inputs: Record<string, unknown> }
  >;
  return Object.entries(meta)
    .filter(([, output]) =>
      Object.keys(output.inputs).some((input) => input.includes('node_modules/react-dom/')),
    )
    .map(([file]) => `/${path.relative('dist/public', file).split(path.sep).join('/')}`);
}

describe('islands in Chromium', () => {
  it('hydrates the mobile menu, which opens on a click and closes with Escape', async () => {
    const { page, errors } = await browser.open(phone);
    await page.goto(siteUrl('candidate-au'));
    await page.waitForSelector('[data-island="MobileMenu"][data-island-hydrated="true"]');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.isVisible()).resolves.toBe(false);

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(menu.isVisible()).resolves.toBe(true);
    await expect(menu.getByRole('link', { name: 'Career advice' }).isVisible()).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'Open menu',
    );
    expect(errors).toEqual([]);
  });

  it('ships only the page-view island on a page without interactive blocks', async () => {
    const { page, errors } = await browser.open(phone);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    // The root site's policy page: headings and paragraphs only (its home page has interactive blocks).
    const res = await page.goto(siteUrl('candidate', '/page/candidate-privacy'));
    expect(res?.status()).toBe(200);
    await expect(page.locator('header').count()).resolves.toBe(0);
    await page.waitForLoadState('networkidle');
    await page.waitForSelector('[data-island="PageViewTracker"][data-island-hydrated="true"]', {
      state: 'attached',
    });
    const paths = scripts.map((s) => new URL(s).pathname);
    expect(paths.filter((p) => !/^\/assets\/(hydrate-|chunks\/|island-PageViewTracker-)/.test(p))).toEqual(
      [],
    );
    // The page-view island is plain DOM: a page with no React island loads no React.
    const react = reactFiles();
    expect(react.length).toBeGreaterThan(0);
    expect(paths.filter((p) => react.includes(p))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('translates the island on the Thai site', async () => {
    const { page } = await browser.open(phone);
    await page.goto(siteUrl('candidate-th', '/th/'));
    await page.waitForSelector('[data-island="MobileMenu"][data-island-hydrated="true"]');
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await expect(page.getByRole('button', { name: 'ปิดเมนู' }).isVisible()).resolves.toBe(true);
  });
});
