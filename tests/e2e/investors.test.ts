import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { axeViolations } from './axe';
import { desktop, phone, siteUrl, useBrowser } from './browser';

const browser = useBrowser();

/** The scripts a page loaded from this site (islands and their chunks). */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );

const status = (page: Page) => page.getByText(/^(All announcements, page|Announcements of)/).textContent();

describe.each([
  ['phone', phone],
  ['desktop', desktop],
])('investor pages on a %s', (_name, viewport) => {
  it('pages through the announcements and changes the year by keyboard, each a whole page load', async () => {
    const { page, errors } = await browser.open(viewport);
    await page.goto(siteUrl('employer-au', '/about/asx-announcements'));
    await expect(status(page)).resolves.toBe('All announcements, page 1 of 11');
    const headlines = page.locator('[data-block="InvestorWidget"] li:has(a[target="_blank"])');
    await expect(headlines.count()).resolves.toBe(10);
    await expect(headlines.first().getByRole('link').getAttribute('target')).resolves.toBe('_blank');

    await page
      .getByRole('navigation', { name: 'Announcements pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await page.waitForURL(/\/about\/asx-announcements\/2$/);
    await expect(status(page)).resolves.toBe('All announcements, page 2 of 11');

    // The year filter is a form: choose with the keyboard, submit with Enter on 'Show'.
    await page.getByLabel('Year').focus();
    await page.getByLabel('Year').selectOption('2024');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Show');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/about\/asx-announcements\?year=2024$/);
    await expect(status(page)).resolves.toBe('Announcements of 2024 · Page 1 of 2');
    await page
      .getByRole('navigation', { name: 'Announcements pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await page.waitForURL(/\/about\/asx-announcements\/2\?year=2024$/);
    await expect(status(page)).resolves.toBe('Announcements of 2024 · Page 2 of 2');
    const dates = await headlines.locator('span:not(a span)').allTextContents();
    expect(dates.every((date) => date.endsWith('2024'))).toBe(true);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the investor page: share price, dividends, latest announcements and documents, with no widget script', async () => {
    const { page, errors } = await browser.open(viewport);
    await page.goto(siteUrl('employer-au', '/about/investors'));
    await page.getByRole('heading', { name: 'Share price' }).waitFor();
    await expect(page.getByText('A$24.87').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('table', { name: 'Dividends' }).getByRole('row').count()).resolves.toBe(16);
    const latest = page.locator('[data-block="InvestorWidget"]').nth(2);
    await expect(latest.locator('li:has(a[target="_blank"])').count()).resolves.toBe(5);

    await page.getByLabel('Year').selectOption('2024');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/\/about\/investors\?year=2024$/);
    await expect(page.getByText('Showing 1–9 of 9 documents').isVisible()).resolves.toBe(true);
    // Only the header's and the subscribe form's islands load script; the investor widgets need none.
    const loaded = await scripts(page);
    expect(loaded.filter((name) => /DocumentList|Investor/i.test(name))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
