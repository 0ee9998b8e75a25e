/**
 * The insights tools in Chromium (spec §2 "Other screens", §4): the seeded salary-insights and
 * happiness-at-work pages at phone and desktop widths, used with the keyboard only, axe-clean; and a crawl of
 * the AU and NZ pages and articles that no insights tool is left as a "coming soon" frame.
 */
import { readFileSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { axeViolations } from './axe';
import { desktop, phone, siteUrl, useBrowser } from './browser';

const browser = useBrowser();

/** Presses Tab until `selector` has the focus (at most 80 times), as a keyboard user gets there. */
async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`never reached ${selector} with Tab`);
}

/** The captions of the tables a reader can see inside a tool. */
/** How wide the page can be scrolled: the viewport's width when nothing overflows it. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const visibleCaptions = (page: Page, tool: string) =>
  page.$$eval(`[data-insights="${tool}"] table`, (tables) =>
    tables
      .filter((table) => (table as HTMLElement).offsetParent !== null)
      .map((table) => table.querySelector('caption')?.textContent ?? ''),
  );

for (const [name, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  describe(`insights tools at ${name} width`, () => {
    // A long page (29 tables) and axe over it: slower than the default 30 s on a busy machine at phone width.
    it(
      'salary page: choose an industry with the keyboard, then all industries again; axe-clean',
      { timeout: 90_000 },
      async () => {
        const { page, errors } = await browser.open(viewport);
        await page.goto(siteUrl('candidate-au', '/market-insights/salary-insights'));
        await page.waitForSelector('[data-island="IndustrySelect"][data-island-hydrated="true"]', {
          state: 'attached',
        });
        expect(await visibleCaptions(page, 'salaryExplorer')).toEqual([
          'Average salaries by role: All industries',
        ]);
        const first = page.locator('[data-insights="salaryExplorer"] table:visible tbody tr').first();
        expect(await first.innerText()).toMatch(
          /1\s+Trades & Services\s+Fitter Technician\s+\$93,400\s+▲\s*Increase\s*28%/,
        );
        await tabTo(page, '[data-insights="salaryExplorer"] select');
        await page.keyboard.press('ArrowDown');
        await expect
          .poll(() => visibleCaptions(page, 'salaryExplorer'))
          .toEqual(['Average salaries by role: Accounting']);
        await page.keyboard.press('Home');
        await expect
          .poll(() => visibleCaptions(page, 'salaryExplorer'))
          .toEqual(['Average salaries by role: All industries']);
        // The job-growth table's own dropdown (hydrated once in view); its links open the job search in a new tab.
        // Scrolled to its dropdown: at phone width the table is taller than the screen, and scrolling to the
        // whole tool would jump past the dropdown without it ever being in view.
        await page.locator('[data-insights="jobGrowth"] select').scrollIntoViewIfNeeded();
        await page.waitForSelector('[data-insights="jobGrowth"] [data-island-hydrated="true"]', {
          state: 'attached',
        });
        await page.selectOption('[data-insights="jobGrowth"] select', { label: 'Trades & Services' });
        expect(await visibleCaptions(page, 'jobGrowth')).toEqual([
          'Roles with the most job ad growth: Trades & Services',
        ]);
        const viewJobs = page
          .locator('[data-insights="jobGrowth"] table:visible a', { hasText: 'View jobs' })
          .first();
        expect(await viewJobs.getAttribute('target')).toBe('_blank');
        expect(await viewJobs.getAttribute('href')).toMatch(
          /^https:\/\/www\.seek\.com\.au\/[a-z-]+-jobs-in-trades-services$/,
        );
        // The tables scroll inside their own area: nothing (not even their hidden texts) widens the page.
        expect(await pageWidth(page)).toBe(viewport.width);
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.context().close();
      },
    );

    it("happiness page: 'Show all 17 factors' and the generation tabs with the keyboard; axe-clean", async () => {
      const { page, errors } = await browser.open(viewport);
      await page.goto(siteUrl('employer-au', '/market-insights/happiness-at-work'));
      const summary = page.locator('[data-insights="happinessSummary"]');
      await summary.scrollIntoViewIfNeeded();
      await page.waitForSelector('[data-island="RevealAll"][data-island-hydrated="true"]', {
        state: 'attached',
      });
      await page.waitForLoadState('networkidle');
      expect(await summary.locator('li:visible').count()).toBe(5);
      await tabTo(page, '[data-insights="happinessSummary"] summary');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Show all 17 factors');
      await page.keyboard.press('Enter');
      await expect.poll(() => summary.locator('li:visible').count(), { timeout: 5000 }).toBe(17);
      expect(await summary.locator('summary:visible').count()).toBe(0);
      // Focus moved to the revealed drivers, so the reader goes on from the 6th. The browser fires `toggle` as a
      // task after the list shows, so the move can come a moment after the count above.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 5000 })
        .toBe('OL');

      const card = page.locator('[data-insights="generations"]');
      await card.scrollIntoViewIfNeeded();
      await page.waitForSelector('[data-island="Tabs"][data-island-hydrated="true"]', { state: 'attached' });
      await tabTo(page, '[data-insights="generations"] [role="tab"]');
      expect(await page.locator('[role="tab"][aria-selected="true"]').innerText()).toBe('Baby Boomers');
      await page.keyboard.press('ArrowRight');
      expect(await page.locator('[role="tab"][aria-selected="true"]').innerText()).toBe('Gen X');
      const panel = card.locator('[role="tabpanel"]:visible');
      expect(await panel.locator('h3').innerText()).toBe('What impacts happiness at work for Gen X?');
      expect(await panel.innerText()).toMatch(/52%\s*happy\*/);
      const badge = await panel.locator('text=happy*').evaluate((el) => {
        const box = el.parentElement!.getBoundingClientRect();
        return [Math.round(box.width), Math.round(box.height)];
      });
      expect(badge).toEqual([84, 84]);
      expect(await pageWidth(page)).toBe(viewport.width);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
}

/** The seeded pages of the AU and NZ sites and the articles with insights embeds. */
function seededPages(): [string, string][] {
  type Entry = { id: string; published?: boolean; fields: Record<string, unknown> };
  const read = (file: string): Entry[] =>
    JSON.parse(readFileSync(new URL(`../../kv-seed/content/${file}`, import.meta.url), 'utf8')) as Entry[];
  const sections = new Map(read('sections.json').map((s) => [s.id, s.fields]));
  const path = (page: Entry) => {
    const slug = String(page.fields.slug);
    const section = sections.get(String(page.fields.relatedPageSection ?? ''));
    if (!section) return slug === 'home' ? '/' : `/page/${slug}`;
    const parent = sections.get(String(section.parentSection ?? ''));
    const base = `${parent ? `/${String(parent.sectionName)}` : ''}/${String(section.sectionName)}`;
    return slug === section.sectionName ? base : `${base}/${slug}`;
  };
  const sites = ['candidate-au', 'employer-au', 'candidate-nz', 'employer-nz'];
  const toolPages = ['market-insights', 'salary-insights', 'happiness-at-work'];
  return [
    ...read('pages.json')
      .filter((page) => page.published !== false && toolPages.includes(String(page.fields.slug)))
      .flatMap((page) =>
        (page.fields.sites as string[])
          .map((site) => site.replace('_', '-'))
          .filter((site) => sites.includes(site))
          .map((site): [string, string] => [site, path(page)]),
      ),
    ...['candidate-au', 'candidate-nz'].map((site): [string, string] => [
      site,
      '/career-advice/article/salary-negotiation',
    ]),
    ...['employer-au', 'employer-nz'].flatMap((site): [string, string][] => [
      [site, '/market-insights/article/hiring-trends'],
      [site, '/hiring-advice/article/employer-brand-basics'],
    ]),
  ];
}

const insightsFrames = [
  'TOP_JOB_GROWTH',
  'FASTEST_GROWING_SALARIES',
  'HIGHEST_PAYING_JOBS',
  'GENERATION_DRIVERS_SUMMARY',
  'GENERATION_DRIVERS_INTERACTIVE',
]
  .map((title) => `[data-widget="${title}"]`)
  .join(', ');

describe('crawl of the AU and NZ insights pages and articles', () => {
  const pages = seededPages();

  it('covers the salary and happiness pages of each site and the six embedding articles', () => {
    expect(pages.length).toBeGreaterThanOrEqual(4 * 3 + 6);
  });

  it.each(pages)('%s%s shows its insights tools, never a "coming soon" frame of one', async (site, path) => {
    const { page, errors } = await browser.open(desktop);
    const res = await page.goto(siteUrl(site, path), { waitUntil: 'domcontentloaded' });
    expect(res?.status()).toBe(200);
    expect(await page.locator(insightsFrames).count()).toBe(0);
    const tools = await page.$$eval('[data-insights]', (elements) =>
      elements.map((element) => (element as HTMLElement).innerText),
    );
    if (!path.endsWith('/market-insights')) expect(tools.length).toBeGreaterThan(0);
    for (const text of tools) expect(text).not.toMatch(/coming soon/i);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
