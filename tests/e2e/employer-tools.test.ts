import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { DEFAULT_DATA_DIR } from '../../scripts/services/index.mjs';

import { axeViolations } from './axe';
import { desktop, phone, siteUrl, useBrowser } from './browser';

const browser = useBrowser();

/** The forms stand-in's record of accepted submissions to `endpoint`, once the outbox delivered one. */
async function deliveredTo(endpoint: string, ms = 20_000): Promise<Record<string, unknown>[]> {
  const start = Date.now();
  for (;;) {
    const text = await readFile(join(DEFAULT_DATA_DIR, 'submissions.jsonl'), 'utf8').catch(() => '');
    const found = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { endpoint: string; payload: Record<string, unknown> })
      .filter((line) => line.endpoint === endpoint)
      .map((line) => line.payload);
    if (found.length > 0 || Date.now() - start > ms) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('job ad tier comparison', () => {
  for (const viewport of [phone, desktop])
    it(
      `is a readable table at ${viewport.width} px, with the rest of the details behind Show more`,
      { timeout: 60_000 },
      async () => {
        const { page, errors } = await browser.open(viewport);
        await page.goto(siteUrl('employer-au', '/'));
        const section = page.locator('[data-widget="jobAdFeatureChart"]');
        const table = section.getByRole('table', { name: 'Job ad features by ad type' });
        await table.scrollIntoViewIfNeeded();
        await expect(table.getByRole('row').count()).resolves.toBe(8);
        await expect(
          table
            .getByRole('row', { name: /Candidate invitations/ })
            .locator('td')
            .allTextContents(),
        ).resolves.toEqual(['20', '30', '80']);
        // Nothing cut off or scrolled sideways: the table fits its column and the page its screen.
        const fit = await table.evaluate((el) => ({
          table: el.scrollWidth <= el.parentElement!.clientWidth + 1,
          page: document.documentElement.scrollWidth <= window.innerWidth,
        }));
        expect(fit).toEqual({ table: true, page: true });
        const cards = section.locator('li');
        const visible = async () =>
          (await cards.evaluateAll((items) => items.map((item) => item.checkVisibility()))).filter(Boolean)
            .length;
        await expect(visible()).resolves.toBe(4);
        await section.getByText('Show more').click();
        await expect(visible()).resolves.toBe(7);
        await expect(section.getByText('Show more').isVisible()).resolves.toBe(false);
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      },
    );
});

describe('profile visibility cards', () => {
  for (const viewport of [phone, desktop])
    it(
      `show Standard, Limited and Hidden with their details at ${viewport.width} px`,
      { timeout: 60_000 },
      async () => {
        const { page, errors } = await browser.open(viewport);
        await page.goto(siteUrl('candidate-au', '/market-insights'));
        const hidden = page.getByRole('article', { name: 'Hidden' });
        await hidden.scrollIntoViewIfNeeded();
        await expect(
          page.getByRole('article', { name: 'Standard (recommended)' }).getByText('View CV').isVisible(),
        ).resolves.toBe(true);
        await expect(
          page.getByRole('article', { name: 'Limited' }).getByText('CV not available').isVisible(),
        ).resolves.toBe(true);
        const searching = hidden.getByText("Employers searching for candidates can't access your profile.");
        await expect(searching.isVisible()).resolves.toBe(false);
        await hidden.getByText('Details').click();
        await expect(searching.isVisible()).resolves.toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      },
    );
});

describe('bug-bounty form', () => {
  it(
    'sends a security report through the forms island and shows the thank-you message',
    { timeout: 60_000 },
    async () => {
      const { page, errors } = await browser.open(phone);
      await page.goto(siteUrl('employer-au', '/about'));
      const form = page.locator('[data-form="bug-bounty"]');
      await form.scrollIntoViewIfNeeded();
      await page.waitForSelector(
        '[data-form="bug-bounty"] [data-island="CmsForm"][data-island-hydrated="true"]',
      );
      await form.getByLabel('Your name').fill('Ana Researcher');
      await form.getByLabel('Email address').fill('ana@example.com');
      await form.getByLabel('Where did you find it?').selectOption('Website');
      await form.getByLabel('How severe do you think it is?').selectOption('High');
      await form.getByLabel('What did you find, and how can we reproduce it?').fill('Too short');
      await form.getByRole('button', { name: 'Send report' }).click();
      await expect(form.getByText('Describe the issue in at least 30 characters').isVisible()).resolves.toBe(
        true,
      );
      const details = 'The search page reflects the term into the page title without escaping it.';
      await form.getByLabel('What did you find, and how can we reproduce it?').fill(details);
      await form.getByLabel('I will not share this issue publicly until it is fixed').check();
      await form.getByLabel("I'm not a robot").check();
      await form.getByRole('button', { name: 'Send report' }).click();
      await expect
        .poll(() => form.textContent(), { timeout: 20_000 })
        .toContain('Thank you. Our security team has your report and will be in touch.');
      const delivered = await deliveredTo('bug-bounty');
      expect(delivered.some((payload) => JSON.stringify(payload).includes(details))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
