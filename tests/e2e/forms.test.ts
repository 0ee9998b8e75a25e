import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';

import { DEFAULT_DATA_DIR } from '../../scripts/services/index.mjs';

import { loadAxe } from './axe';
import { phone, siteUrl, useBrowser } from './browser';
import { retype, tabTo } from './keyboard';

const browser = useBrowser();

// The site's stand-ins run 100 ports up (tests/e2e/global-setup.ts): the forms stand-in (wptApi) is on 8906.
const formsService = `http://127.0.0.1:${8806 + Number(process.env.E2E_SERVICES_OFFSET ?? 100)}`;
// Employer categories carry the hiring-insights subscription (with an industry); candidate pages a newsletter.
const formPage = siteUrl('employer-au', '/hiring-advice/category/recruitment');

type Recorded = { endpoint: string; idempotencyKey?: string; payload?: Record<string, string> };

/** What the forms stand-in recorded (DESIGN §6: every accepted submission is appended to this file). */
async function submissions(): Promise<Recorded[]> {
  const text = await readFile(join(DEFAULT_DATA_DIR, 'submissions.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** The records matching `match`, once the outbox (a queue consumer under wrangler dev) has delivered them. */
async function deliveredWhere(match: (line: Recorded) => boolean, ms = 20_000): Promise<Recorded[]> {
  const start = Date.now();
  for (;;) {
    const found = (await submissions()).filter(match);
    if (found.length > 0 || Date.now() - start > ms) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** How many posts to `path` the forms stand-in has had, refused ones included. */
async function postsTo(path: string): Promise<number> {
  const { byRoute } = (await (await fetch(`${formsService}/__requests`)).json()) as {
    byRoute: Record<string, number>;
  };
  return byRoute[`POST ${path}`] ?? 0;
}

const setMode = (mode: 'ok' | 'fail') =>
  fetch(`${formsService}/__control`, { method: 'POST', body: JSON.stringify({ mode }) });

afterEach(async () => {
  await setMode('ok');
});

/** Opens the page at phone width, scrolls to the form and waits for it to hydrate (it waits to be seen). */
async function openForm() {
  const { page, errors } = await browser.open(phone);
  await page.goto(formPage);
  await page.locator('#subscription-form').scrollIntoViewIfNeeded();
  await page.waitForSelector('#subscription-form [data-island="CmsForm"][data-island-hydrated="true"]');
  return { page, errors, form: page.locator('#subscription-form') };
}

/** axe-core's WCAG 2.1 A/AA violations inside the subscription section. */
async function formViolations(page: Page) {
  await loadAxe(page);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: object, opts: object) => Promise<{ violations: { id: string }[] }> };
      }
    ).axe;
    const results = await axe.run(
      { include: [['#subscription-form']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return results.violations.map((v) => v.id);
  });
}

describe('the subscription form in Chromium (phone width, keyboard only)', () => {
  it('shows field errors for bad input, then sends the fixed form and thanks the reader', async () => {
    const { page, errors, form } = await openForm();
    await tabTo(page, 'First name');
    await page.keyboard.type('M'.repeat(41));
    await page.keyboard.press('Tab'); // leaves First name: checked on blur
    await expect(form.getByText('Too long').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Tab'); // Last name stays empty
    await page.keyboard.type('mei@');
    await tabTo(page, 'Subscribe');
    await page.keyboard.press('Enter');

    const firstName = form.getByLabel('First name');
    await expect(firstName.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const messages = await form.evaluate((section) =>
      ['First name', 'Last name', 'Email address', 'Industry'].map((label) => {
        const control = [...section.querySelectorAll('label')].find((l) =>
          l.textContent?.startsWith(label),
        )?.control;
        const describedBy = control?.getAttribute('aria-describedby') ?? '';
        return [control?.getAttribute('aria-invalid'), document.getElementById(describedBy)?.textContent];
      }),
    );
    expect(messages).toEqual([
      ['true', 'Too long'],
      ['true', 'Required field'],
      ['true', 'Enter a valid email address'],
      ['true', 'Required field'],
    ]);
    await expect(formViolations(page)).resolves.toEqual([]);

    const email = `mei.e2e.${Date.now()}@example.com`;
    await retype(page, 'Mei'); // focus is on First name
    await page.keyboard.press('Tab');
    await page.keyboard.type('Tan');
    await page.keyboard.press('Tab');
    await retype(page, email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Recruitment'); // a closed select picks by typing
    await expect(form.getByLabel('Industry').inputValue()).resolves.toBe('Recruitment');
    await expect(form.getByText('Required field').count()).resolves.toBe(0);

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/forms/subscribe'));
    await tabTo(page, 'Subscribe');
    await page.keyboard.press('Enter');
    const response = await answered;
    expect(response.status()).toBe(202);
    const thanks = form.getByRole('status');
    await expect(thanks.textContent()).resolves.toBe(
      'Thanks for subscribing! Look out for our next newsletter.',
    );
    await expect(thanks.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(form.locator('form').count()).resolves.toBe(0);

    const recorded = await deliveredWhere((line) => line.payload?.email === email);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      endpoint: 'hirer-subscription',
      payload: {
        firstName: 'Mei',
        lastName: 'Tan',
        email,
        industry: 'Recruitment',
        siteKey: 'AU',
        sourceName: '/hiring-advice/category/recruitment',
      },
    });
    await expect(formViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });

  it('thanks the reader while the form service is down, and delivers once it is back', async () => {
    const { page, form } = await openForm();
    await (await setMode('fail')).arrayBuffer();
    const email = `mei.down.${Date.now()}@example.com`;
    await tabTo(page, 'First name');
    await page.keyboard.type('Mei');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Tan');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Corporate');
    await expect(form.getByLabel('Industry').inputValue()).resolves.toBe('Corporate Business');
    await tabTo(page, 'Subscribe');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/forms/subscribe'));
    const postsBefore = await postsTo('/hirer-subscription');
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(202);
    await expect(form.getByRole('status').textContent()).resolves.toMatch(/^Thanks for subscribing/);

    // The outbox has posted it and been refused: nothing recorded.
    await expect.poll(() => postsTo('/hirer-subscription'), { timeout: 20_000 }).toBeGreaterThan(postsBefore);
    expect((await submissions()).filter((line) => line.payload?.email === email)).toEqual([]);
    await (await setMode('ok')).arrayBuffer();
    // The browser tests' site retries after 1 s, then every 2 s (tests/e2e/global-setup.ts).
    const recorded = await deliveredWhere((line) => line.payload?.email === email);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});
