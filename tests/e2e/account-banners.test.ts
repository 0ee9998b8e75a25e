import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { siteUrl, useBrowser } from './browser';
import { collectShifts, layoutShift } from './layout-shift';

/**
 * A signed-in hirer's account messages (spec §3 hirer context, §6): each variant, at 320, 375 and 1280 px,
 * covers neither the header, the promo bar and hero heading nor the page's first heading, stays inside the
 * screen (no sideways scroll), and moves nothing when it arrives.
 */
const browser = useBrowser();

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map(({ x, y, width, height }) => ({ x, y, width, height })),
  );
}

describe.each([
  ['customer service view', 't0ken', 'Customer service view'],
  ['credit hold', 'hirer-credit-hold', 'credit hold'],
  ['activation pending', 'hirer-activation-pending', 'waiting to be activated'],
])('the %s message', (_, token, text) => {
  it.each([320, 375, 1280])('at %i px covers no heading and stays on the screen', async (width) => {
    const { page, errors } = await browser.open({ width, height: 740 });
    await page.context().addCookies([{ name: 'Authorization', value: token, url: siteUrl('employer-au') }]);
    await collectShifts(page);
    await page.goto(siteUrl('employer-au'));
    const notice = page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();
    await notice.waitFor();
    await page.waitForLoadState('networkidle');
    const [banner] = await boxes(
      page,
      `[data-island="AccountHeader"] [role="status"], [data-island="AccountHeader"] [role="alert"]`,
    );
    expect(banner).toBeDefined();
    const covered = [
      ...(await boxes(page, 'header')),
      ...(await boxes(page, 'h1')),
      ...(await boxes(page, 'h2')).slice(0, 1),
    ];
    expect(covered.length).toBeGreaterThan(1);
    for (const box of covered) expect(overlaps(banner!, box)).toBe(false);
    expect(banner!.x).toBeGreaterThanOrEqual(0);
    expect(banner!.x + banner!.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    expect(await layoutShift(page)).toBe(0);
    await page.screenshot({ path: `reports/account-banner-${token}-${width}.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
