import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { axeViolations } from './axe';
import { desktop, phone, siteUrl, useBrowser } from './browser';
import { collectShifts, layoutShift } from './layout-shift';

const browser = useBrowser();
const path = '/au/talent-attraction-lab/data-lab';
const soon = { timeout: 10_000 };

/** Opens the Data Lab and waits until its filter island has hydrated. */
async function openDataLab(page: Page, url: string, status = 200) {
  const res = await page.goto(url);
  expect(res?.status()).toBe(status);
  await page.waitForSelector('[data-island="DataLabFilters"][data-island-hydrated="true"]', {
    timeout: 30_000,
  });
}

/** Tabs until the element matching `selector` has the focus (at most 40 presses). */
async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 40; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Picks the primary driver and its options, the secondary driver and its options, with the keyboard only. */
async function chooseWithKeyboard(page: Page) {
  await tabTo(page, 'select[name="primaryDriver"]');
  await page.keyboard.press('ArrowDown'); // All → Industry
  expect(await page.locator('select[name="primaryDriver"]').inputValue()).toBe('Industry');
  await tabTo(page, 'input[name="primaryDriverOptions"][value="Accounting"]');
  await page.keyboard.press('Space');
  await tabTo(page, 'input[name="primaryDriverOptions"][value="Construction"]');
  await page.keyboard.press('Space');
  await tabTo(page, 'select[name="secondaryDriver"]');
  await page.keyboard.press('ArrowDown'); // None → Gender
  expect(await page.locator('select[name="secondaryDriver"]').inputValue()).toBe('Gender');
  await tabTo(page, 'input[name="secondaryDriverOptions"][value="Female"]');
  await page.keyboard.press('Space');
  await tabTo(page, 'button[type="submit"]');
}

const expectedQuery =
  'primaryDriver=Industry&primaryDriverOptions=Accounting_Construction&secondaryDriver=Gender&secondaryDriverOptions=Female';

describe('Data Lab in Chromium', { timeout: 90_000 }, () => {
  it('desktop: the 351px pane, filters chosen with the keyboard, Apply lands on the results with the query', async () => {
    const { page, errors } = await browser.open(desktop);
    await openDataLab(page, siteUrl('candidate-au', path));
    const pane = page.locator('[data-island="DataLabFilters"] form');
    expect(await pane.isVisible()).toBe(true);
    const width = await page.evaluate(() => {
      const island = document.querySelector('[data-island="DataLabFilters"]');
      return island?.parentElement?.getBoundingClientRect().width;
    });
    expect(width).toBe(351);
    expect(await page.getByRole('button', { name: /^Filters/ }).isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await chooseWithKeyboard(page);
    await Promise.all([page.waitForURL(/primaryDriver=Industry/, soon), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).search).toBe(`?${expectedQuery}`);
    await page.waitForSelector('[data-island="DataLabFilters"][data-island-hydrated="true"]', soon);
    const text = await page.locator('main').innerText();
    expect(text).toContain('Results for Industry: Accounting, Construction · Gender: Female');
    // Two primary options: two tiles side by side (spec §9), bars in the spec colours.
    const accounting = await page.locator('h2', { hasText: /^Accounting$/ }).boundingBox();
    const construction = await page.locator('h2', { hasText: /^Construction$/ }).boundingBox();
    expect(accounting!.y).toBe(construction!.y);
    expect(construction!.x).toBeGreaterThan(accounting!.x);
    const colours = await page.evaluate(() => {
      const bar = [...document.querySelectorAll('main [aria-hidden="true"]')].find(
        (e) => e.children.length === 4,
      );
      return [...(bar?.children ?? [])].map((segment) => getComputedStyle(segment).backgroundColor);
    });
    expect(colours).toEqual([
      'rgb(31, 165, 117)',
      'rgb(239, 103, 42)',
      'rgb(160, 75, 203)',
      'rgb(91, 32, 132)',
    ]);
    const applyWidth = await page.getByRole('button', { name: 'Apply filters' }).boundingBox();
    expect(applyWidth!.width).toBeGreaterThanOrEqual(155);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('desktop: refuses a third option and shows the rule messages without leaving the page', async () => {
    const { page } = await browser.open(desktop);
    await openDataLab(page, siteUrl('candidate-au', path));
    await page.locator('select[name="primaryDriver"]').selectOption('Industry');
    // Apply with no option: 'Select at least one option', no navigation.
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('Select at least one option').waitFor(soon);
    expect(new URL(page.url()).search).toBe('');
    for (const value of ['Accounting', 'Construction', 'Healthcare & Medical']) {
      await page.locator(`input[name="primaryDriverOptions"][value="${value}"]`).click();
    }
    await page.getByText('Select up to two options').waitFor(soon);
    expect(await page.locator('input[name="primaryDriverOptions"]:checked').count()).toBe(2);
    // Clear all: back to All, dependents disabled.
    await page.getByRole('button', { name: 'Clear all' }).click();
    expect(await page.locator('select[name="primaryDriver"]').inputValue()).toBe('All');
    expect(await page.locator('select[name="secondaryDriver"]').isDisabled()).toBe(true);
  });

  it('phone: a Filters bar with the count opens a drawer; Escape closes it; Apply navigates', async () => {
    const { page, errors } = await browser.open(phone);
    await openDataLab(page, siteUrl('candidate-au', `${path}?${expectedQuery}`));
    const bar = page.getByRole('button', { name: /^Filters/ });
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.innerText()).toContain('5'); // 1 + 2 + 1 + 1 (spec §4)
    expect(await page.locator('[data-island="DataLabFilters"] form').isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await bar.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.waitFor(soon);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Close filters',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', ...soon });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Filters');

    await bar.click();
    await dialog.waitFor(soon);
    await page.locator('select[name="primaryDriver"]').selectOption('Generation');
    await page.locator('input[name="primaryDriverOptions"][value="Gen Z"]').check();
    await Promise.all([
      page.waitForURL(/primaryDriver=Generation/, soon),
      page.getByRole('button', { name: 'Apply filters' }).click(),
    ]);
    expect(new URL(page.url()).search).toBe('?primaryDriver=Generation&primaryDriverOptions=Gen+Z');
    expect(await page.locator('main').innerText()).toContain('Results for Generation: Gen Z');
    expect(errors).toEqual([]);
  });

  it('phone: nothing moves while the results load and the filter island hydrates; headings in order', async () => {
    const { page, errors } = await browser.open(phone);
    await collectShifts(page);
    await openDataLab(
      page,
      siteUrl('candidate-au', `${path}?primaryDriver=Industry&primaryDriverOptions=Accounting`),
    );
    await page.waitForLoadState('networkidle');
    // The results sit under the Filters bar from the first paint: hydrating the pane moves nothing (CLS 0).
    expect(await layoutShift(page)).toBe(0);
    const bar = await page.getByRole('button', { name: /^Filters/ }).boundingBox();
    const results = await page.getByText('Results for Industry: Accounting').boundingBox();
    expect(results!.y - (bar!.y + bar!.height)).toBeLessThan(100);
    // The visible headings never skip a level (the pane's 'Filters' h2 is hidden in the drawer here).
    const levels = await page.evaluate(() =>
      [...document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6)')]
        .filter((h) => h.checkVisibility())
        .map((h) => Number(h.tagName[1])),
    );
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]!).toBeLessThanOrEqual(1));
    expect(errors).toEqual([]);
  });

  it('phone without script: the filter form is in the page, not behind a Filters bar', async () => {
    const { page } = await browser.open(phone);
    const context = await page.context().browser()!.newContext({ viewport: phone, javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(siteUrl('candidate-au', path));
    expect(await noScript.locator('[data-island="DataLabFilters"] form').isVisible()).toBe(true);
    expect(await noScript.getByRole('button', { name: /^Filters/ }).isVisible()).toBe(false);
    await context.close();
  });

  it('phone: the drawer closes itself when the viewport grows to desktop', async () => {
    const { page } = await browser.open(phone);
    await openDataLab(page, siteUrl('candidate-au', path));
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor(soon);
    await page.setViewportSize(desktop);
    await page.getByRole('dialog').waitFor({ state: 'detached', ...soon });
    expect(await page.locator('[data-island="DataLabFilters"] form').isVisible()).toBe(true);
  });

  it('copies the link, and says so', async () => {
    const { page } = await browser.open(desktop, ['clipboard-read', 'clipboard-write']);
    await openDataLab(
      page,
      siteUrl('candidate-au', `${path}?primaryDriver=Gender&primaryDriverOptions=Male`),
    );
    await page.waitForSelector('[data-island="DataLabShare"][data-island-hydrated="true"]', {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied to clipboard').waitFor(soon);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  it('answers an invalid query with 400 and the message in the form', async () => {
    const { page } = await browser.open(desktop);
    await openDataLab(
      page,
      siteUrl('candidate-au', `${path}?primaryDriver=Industry&primaryDriverOptions=Accounting,Construction`),
      400,
    );
    expect(await page.getByText('Invalid delimiter. Only "_" are allowed.').isVisible()).toBe(true);
  });

  it("phone: the landing form on the employer home goes to the results of the site's country", async () => {
    const { page, errors } = await browser.open(phone);
    await page.goto(siteUrl('employer-au', '/'));
    const form = page.locator('[data-island="DataLabFilters"]');
    await form.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="DataLabFilters"][data-island-hydrated="true"]', {
      state: 'attached',
      timeout: 30_000,
    });
    // Always open inside the page: no Filters bar, no drawer.
    expect(await page.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
    await form.getByLabel('Primary driver', { exact: true }).selectOption('Industry');
    await form.getByLabel('Accounting').check();
    await Promise.all([
      page.waitForURL(`**${path}?primaryDriver=Industry&primaryDriverOptions=Accounting`, soon),
      form.getByRole('button', { name: 'Apply filters' }).click(),
    ]);
    expect(await page.locator('h1').innerText()).toBe('What attracts candidates');
    expect(errors).toEqual([]);
  });
});
