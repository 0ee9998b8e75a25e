import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DEFAULT_DATA_DIR } from '../../scripts/services/index.mjs';

import { axeViolations } from './axe';
import { desktop, phone, siteUrl, useBrowser } from './browser';
import { collectShifts, layoutShift } from './layout-shift';
import { untilDelivered } from './outbox';

/**
 * Every control works before and without the page's script (spec §2; DESIGN §2 "data widgets"): the same
 * journeys with JavaScript off and on, at phone and desktop width. Forms are sent and answered, filters
 * change their table, disclosures open; with script nothing moves (CLS 0) and axe finds nothing, either way.
 */
const browser = useBrowser();

type Recorded = { endpoint: string; idempotencyKey?: string; payload?: Record<string, string> };

/** What the forms stand-in recorded (every accepted submission is appended to this file). */
async function recorded(email: string): Promise<Recorded[]> {
  const text = await readFile(join(DEFAULT_DATA_DIR, 'submissions.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Recorded)
    .filter((line) => line.payload?.email === email);
}

/** The records for `email` once there is one and the outbox has recorded its delivery: then they are final. */
async function deliveredOnce(email: string): Promise<Recorded[]> {
  await expect
    .poll(async () => (await recorded(email)).length, { timeout: 20_000, interval: 250 })
    .toBeGreaterThan(0);
  await untilDelivered((await recorded(email)).map((record) => record.idempotencyKey!));
  return recorded(email);
}

const visibleCaptions = (page: Page, tool: string) =>
  page.locator(`[data-insights="${tool}"] table:visible caption`).allInnerTexts();

async function open(viewport: typeof phone, javaScript: boolean, url: string) {
  const opened = await browser.open(viewport, [], { javaScript });
  if (javaScript) await collectShifts(opened.page);
  await opened.page.goto(url);
  return opened;
}

/**
 * axe's violations. axe needs timers, which a page without script has not: its markup as the reader has it is
 * checked in a twin page of the same address and size whose own scripts are kept from loading.
 */
async function violations(page: Page, javaScript: boolean) {
  if (javaScript) return axeViolations(page);
  const html = await page.content();
  const { page: twin } = await browser.open(page.viewportSize() ?? phone);
  await twin.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await twin.goto(page.url());
  await twin.setContent(html, { waitUntil: 'load' });
  try {
    return await axeViolations(twin);
  } finally {
    await twin.context().close();
  }
}

/** With script: CLS 0 once the page has settled; either way axe-clean. */
async function settledAndClean(page: Page, javaScript: boolean) {
  if (javaScript) {
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBe(0);
  }
  expect(await violations(page, javaScript)).toEqual([]);
}

describe.each([
  ['phone', phone],
  ['desktop', desktop],
])('at %s width', (_, viewport) => {
  describe.each([
    ['without', false],
    ['with', true],
  ])('%s JavaScript', (__, javaScript) => {
    it(
      'the newsletter form on an article is sent once and answered in the page',
      { timeout: 60_000 },
      async () => {
        const { page, errors } = await open(
          viewport,
          javaScript,
          siteUrl('employer-au', '/hiring-advice/article/how-to-write-a-job-ad'),
        );
        await settledAndClean(page, javaScript);
        const form = page.locator('#subscription-form');
        await form.scrollIntoViewIfNeeded();
        if (javaScript) await form.locator('[data-island-hydrated="true"]').waitFor({ state: 'attached' });
        const email = `no-script-${javaScript}-${viewport.width}-${Date.now()}@example.com`;
        await form.getByLabel(/First name/).fill('Mei');
        await form.getByLabel(/Last name/).fill('Tan');
        await form.getByLabel(/Email/).fill('mei@');
        await form.getByLabel(/Industry/).selectOption('Recruitment');
        await form.getByRole('button', { name: /Subscribe|Submit/ }).click();
        // A wrong e-mail: the message, the answers kept, nothing sent.
        await expect.poll(() => form.getByText('Enter a valid email address').count()).toBe(1);
        expect(await form.getByLabel(/First name/).inputValue()).toBe('Mei');
        await form.getByLabel(/Email/).fill(email);
        await form.getByRole('button', { name: /Subscribe|Submit/ }).click();
        await expect.poll(() => form.getByRole('status').count(), { timeout: 10_000 }).toBe(1);
        expect(await form.getByRole('status').innerText()).toMatch(/Thank/);
        expect(await deliveredOnce(email)).toHaveLength(1);
        // Without script the wrong e-mail's answer is the page with status 400, which Chromium logs.
        const expected = javaScript ? [] : [expect.stringMatching(/status of 400/)];
        expect(errors).toEqual(expected);
        await page.context().close();
      },
    );

    it('a form that needs the robot check says what it needs, or is ready', async () => {
      const { page, errors } = await open(
        viewport,
        javaScript,
        siteUrl('employer-au', '/page/hiring-outlook'),
      );
      const form = page.locator('[data-form="talk-to-sales"]');
      await form.scrollIntoViewIfNeeded();
      const button = form.locator('button[type="submit"]');
      if (javaScript) {
        await form.locator('[data-island-hydrated="true"]').waitFor({ state: 'attached' });
        expect(await button.isEnabled()).toBe(true);
        expect(await form.getByText('Turn on JavaScript to send this form').isVisible()).toBe(false);
        expect(await button.getAttribute('aria-describedby')).toBe(null);
      } else {
        expect(await button.isDisabled()).toBe(true);
        const note = form.getByText('Turn on JavaScript to send this form');
        expect(await note.isVisible()).toBe(true);
        expect(await button.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
      }
      await settledAndClean(page, javaScript);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('the salary and job-growth filters change their tables', { timeout: 90_000 }, async () => {
      const { page, errors } = await open(
        viewport,
        javaScript,
        siteUrl('candidate-au', '/market-insights/salary-insights'),
      );
      await settledAndClean(page, javaScript);
      // Role, salary and growth on the screen, nothing scrolling sideways and no word cut (rows stack on phones).
      const sideways = await page
        .locator('[data-insights] [role="region"]:visible')
        .evaluateAll((regions) => regions.map((region) => region.scrollWidth - region.clientWidth));
      expect(sideways.slice(0, 2)).toEqual([0, 0]);
      const choose = async (tool: string, label: string) => {
        const filter = page.locator(`[data-insights="${tool}"] form[method="get"]`);
        await filter.scrollIntoViewIfNeeded();
        if (javaScript) await filter.locator('[data-island-hydrated="true"]').waitFor({ state: 'attached' });
        await filter.locator('select').selectOption({ label });
        const show = filter.getByRole('button', { name: 'Show' });
        if (javaScript) expect(await show.isVisible()).toBe(false);
        else await show.click();
      };
      await choose('salaryExplorer', 'Accounting');
      await expect
        .poll(() => visibleCaptions(page, 'salaryExplorer'))
        .toEqual(['Average salaries by role: Accounting']);
      expect(new URL(page.url()).searchParams.get('industry')).toBe('1200');
      await choose('jobGrowth', 'Trades & Services');
      await expect
        .poll(() => visibleCaptions(page, 'jobGrowth'))
        .toEqual(['Roles with the most job ad growth: Trades & Services']);
      expect(new URL(page.url()).searchParams.get('industry')).toBe('1225');
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it("'Show all 17 factors' shows 17", async () => {
      const { page, errors } = await open(
        viewport,
        javaScript,
        siteUrl('employer-au', '/market-insights/happiness-at-work'),
      );
      const summary = page.locator('[data-insights="happinessSummary"]');
      await summary.scrollIntoViewIfNeeded();
      if (javaScript) await summary.locator('[data-island-hydrated="true"]').waitFor({ state: 'attached' });
      expect(await summary.locator('li:visible').count()).toBe(5);
      await summary.getByText('Show all 17 factors').click();
      await expect.poll(() => summary.locator('li:visible').count()).toBe(17);
      expect(await summary.getByText('Show all 17 factors').isVisible()).toBe(false);
      await settledAndClean(page, javaScript);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});

describe('a robot-checked form whose scripts never arrive (blocked, offline)', () => {
  it.each([
    ['employer-au', '/page/hiring-outlook', 'Turn on JavaScript to send this form'],
    ['employer-th', '/th/page/hiring-outlook', 'เปิดใช้งาน JavaScript เพื่อส่งแบบฟอร์มนี้'],
    ['employer-id', '/id/page/hiring-outlook', 'Aktifkan JavaScript untuk mengirim formulir ini'],
  ])('says what it waits for on %s%s', async (site, path, text) => {
    const { page } = await browser.open(phone);
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(siteUrl(site, path));
    const form = page.locator('[data-form="talk-to-sales"]');
    await form.scrollIntoViewIfNeeded();
    const button = form.locator('button[type="submit"]');
    expect(await button.isDisabled()).toBe(true);
    const note = form.getByText(text);
    expect(await note.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    await page.context().close();
  });
});

describe('the Data Lab filters before and without script', () => {
  const dataLab = () =>
    siteUrl(
      'employer-au',
      '/au/talent-attraction-lab/data-lab?primaryDriver=Industry&primaryDriverOptions=Accounting',
    );

  it('phone without JavaScript: the filters are in the page, and Apply loads the results', async () => {
    const { page, errors } = await browser.open(phone, [], { javaScript: false });
    await page.goto(dataLab());
    const form = page.locator('[data-island="DataLabFilters"] form');
    expect(await form.isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/primaryDriver=Industry/);
    expect(await violations(page, false)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('phone, its script not (yet) run: the Filters bar opens the drawer', async () => {
    const { page } = await browser.open(phone);
    // The page's scripts never arrive (a slow phone before hydration, or a script that failed to load).
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(dataLab());
    const form = page.locator('[data-island="DataLabFilters"] form');
    expect(await form.isVisible()).toBe(false);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect.poll(() => form.isVisible()).toBe(true);
    await page.context().close();
  });
});
