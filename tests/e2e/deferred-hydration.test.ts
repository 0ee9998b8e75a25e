import { describe, expect, it } from 'vitest';

import { desktop, phone, siteUrl, useBrowser } from './browser';

const browser = useBrowser();

// The browser entry loads React only when the first React island hydrates, and the mobile menu hydrates when
// visible, which on desktop (where it is hidden) is never; the menu itself is a plain island (no React).
describe('deferred hydration in Chromium', () => {
  it('loads only the small entry script on a desktop page whose islands wait', async () => {
    const { page, errors } = await browser.open(desktop);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    // A page whose only island is the header's menu, hidden at desktop width.
    await page.goto(siteUrl('candidate-nz', '/page/candidate-privacy'));
    await page.waitForLoadState('networkidle');
    // The entry, and once the browser is idle the page-view and account islands (spec §6 analytics, the
    // header's account area); never the menu's code.
    expect(scripts.some((s) => /^\/assets\/hydrate-[\w-]+\.js$/.test(s))).toBe(true);
    expect(
      scripts.filter((s) => /island-/.test(s) && !/island-(PageViewTracker|AccountHeader)-/.test(s)),
    ).toEqual([]);
    const menu = page.locator('[data-island="MobileMenu"]');
    await expect(menu.getAttribute('data-island-hydrated')).resolves.toBeNull();
    expect(errors).toEqual([]);
  });

  it('hydrates the same menu at phone width with its own small plain script', async () => {
    const { page, errors } = await browser.open(phone);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(siteUrl('candidate-au'));
    await page.waitForSelector('[data-island="MobileMenu"][data-island-hydrated="true"]');
    expect(scripts.some((s) => /\/island-MobileMenu-[\w-]+\.js$/.test(s))).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('fetches a React island’s code and the whole stylesheet only after the first paint, then hydrates it', async () => {
    const { page, errors } = await browser.open(phone);
    const response = await page.goto(
      siteUrl(
        'candidate-au',
        '/au/talent-attraction-lab/data-lab?primaryDriver=Industry&primaryDriverOptions=Accounting',
      ),
    );
    // The HTML preloads no React island (worker/render/scripts.ts): the entry fetches it after the paint.
    expect(await response?.text()).not.toMatch(/rel="modulepreload" href="[^"]*island-DataLabFilters-/);
    await page.waitForSelector('[data-island="DataLabFilters"][data-island-hydrated="true"]');
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      fetched: performance
        .getEntriesByType('resource')
        .filter((e) => /island-DataLabFilters-|\/styles-[\w-]+\.css$/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(timings.fetched).toHaveLength(2);
    for (const start of timings.fetched) expect(start).toBeGreaterThanOrEqual(timings.paint);
    expect(errors).toEqual([]);
  });
});
