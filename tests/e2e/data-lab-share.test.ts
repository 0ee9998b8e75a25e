import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { siteUrl, useBrowser } from './browser';

const browser = useBrowser();
const soon = { timeout: 10_000 };
const results = '/au/talent-attraction-lab/data-lab?primaryDriver=Gender&primaryDriverOptions=Male';

/** The element's box, and whether it lies inside the viewport's width. */
async function horizontalBox(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      left: box.left,
      right: box.right,
      viewport: document.documentElement.clientWidth,
      clipped: element.scrollWidth > element.clientWidth,
    };
  });
}

describe('Data Lab share menu at phone and tablet widths (spec §2, §8)', { timeout: 90_000 }, () => {
  for (const width of [320, 375, 768]) {
    it(`${width} px: the menu and its status text lie inside the screen`, async () => {
      const { page, errors } = await browser.open({ width, height: 800 }, [
        'clipboard-read',
        'clipboard-write',
      ]);
      await page.goto(siteUrl('candidate-au', results));
      await page.waitForSelector('[data-island="DataLabShare"][data-island-hydrated="true"]', {
        timeout: 30_000,
      });
      await page.getByRole('button', { name: 'Share' }).click();
      const copy = page.getByRole('button', { name: 'Copy link' });
      await copy.waitFor(soon);
      const menu = await horizontalBox(page, '[data-island="DataLabShare"] ul');
      expect(menu.left).toBeGreaterThanOrEqual(0);
      expect(menu.right).toBeLessThanOrEqual(menu.viewport);
      await copy.click();
      const status = page.getByRole('status');
      await status.getByText('Link copied to clipboard').waitFor(soon);
      const box = await horizontalBox(page, '[data-island="DataLabShare"] [role="status"]');
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(box.viewport);
      expect(box.clipped).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
    });
  }
});
