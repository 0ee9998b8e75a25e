/**
 * The lead, download lead and SARA enquiry forms in Chromium at phone width, used with the keyboard only
 * (spec §4 form states, §5 lead rules and robot check, §8 messages): the seeded forms of the employer
 * `/page/hiring-outlook` and `/sara-awards` pages, sent through the Worker and the outbox to the forms stand-in.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DEFAULT_DATA_DIR } from '../../scripts/services/index.mjs';

import { loadAxe } from './axe';
import { phone, siteUrl, useBrowser } from './browser';
import { fieldMessages, hasFocus, retype, tabTo } from './keyboard';

const browser = useBrowser();

type Recorded = { endpoint: string; idempotencyKey?: string; payload?: Record<string, unknown> };

/** The submissions the forms stand-in recorded that match, once the outbox has delivered one. */
async function deliveredWhere(match: (line: Recorded) => boolean, ms = 20_000): Promise<Recorded[]> {
  const start = Date.now();
  for (;;) {
    const text = await readFile(join(DEFAULT_DATA_DIR, 'submissions.jsonl'), 'utf8').catch(() => '');
    const found = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Recorded)
      .filter(match);
    if (found.length > 0 || Date.now() - start > ms) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** axe-core's WCAG 2.1 A/AA violations inside one element. */
async function violationsIn(page: Page, selector: string) {
  await loadAxe(page);
  return page.evaluate(async (include) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: object, opts: object) => Promise<{ violations: { id: string }[] }> };
      }
    ).axe;
    const results = await axe.run(
      { include: [[include]] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return results.violations.map((v) => v.id);
  }, selector);
}

/** Opens a page at phone width, scrolls to a form and waits for it to hydrate (it waits to be seen). */
async function openForm(site: string, path: string, slug: string) {
  const { page, errors } = await browser.open(phone);
  await page.goto(siteUrl(site, path));
  const selector = `section[data-form="${slug}"]`;
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.waitForSelector(`${selector} [data-island="CmsForm"][data-island-hydrated="true"]`);
  return { page, errors, selector, form: page.locator(selector) };
}

const LEAD_LABELS = [
  'First name',
  'Last name',
  'Work email',
  'Company name',
  'Company phone number',
  'Job title',
  'Industry',
  'Which describes you best?',
  'When are you next hiring?',
  'Would you like hiring advice',
  'Do you currently advertise jobs with SEEK?',
] as const;

/** Fills a seeded lead form correctly from its first field, Tab by Tab; a closed select picks by typing. */
async function fillLead(page: Page, email: string) {
  for (const text of ['Kim', 'Lee', email, 'Lee Logistics', '+61 2 9876 5432', 'Talent lead']) {
    await retype(page, text);
    await page.keyboard.press('Tab');
  }
  for (const prefix of ['Legal', 'I', 'R', 'N', 'I']) {
    await page.keyboard.type(prefix);
    await page.keyboard.press('Tab');
  }
}

describe('lead forms in Chromium (phone width, keyboard only)', () => {
  it("checks every lead rule of spec §5, asks for the robot check ('recaptcha verify'), then sends the lead", async () => {
    const { page, errors, selector, form } = await openForm(
      'employer-au',
      '/page/hiring-outlook',
      'talk-to-sales',
    );
    await tabTo(page, 'First name', selector);
    await page.keyboard.type('M'.repeat(41));
    await page.keyboard.press('Tab'); // checked when focus leaves it
    await expect(form.getByText('Max length').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Tab'); // Last name stays empty
    await page.keyboard.type('kim@');
    await page.keyboard.press('Tab');
    await page.keyboard.type('C'.repeat(256));
    await tabTo(page, 'Request a call', selector);
    await page.keyboard.press('Enter');

    await expect(hasFocus(form, 'First name')).resolves.toBe(true);
    // The CMS flags neither the names' bounds nor phone and job title as required: the lead rules apply anyway.
    await expect(fieldMessages(form, LEAD_LABELS)).resolves.toEqual([
      ['First name', 'true', 'Max length'],
      ['Last name', 'true', 'Required field'],
      ['Work email', 'true', 'Enter a valid email address'],
      ['Company name', 'true', 'Too long'],
      ['Company phone number', 'true', 'Required field'],
      ['Job title', 'true', 'Required field'],
      ['Industry', 'true', 'Required field'],
      ['Which describes you best?', 'true', 'Required field'],
      ['When are you next hiring?', 'true', 'Required field'],
      ['Would you like hiring advice', 'true', 'Required field'],
      ['Do you currently advertise jobs with SEEK?', 'true', 'Required field'],
    ]);
    await expect(form.getByText('recaptcha verify').isVisible()).resolves.toBe(true);
    await expect(violationsIn(page, selector)).resolves.toEqual([]);

    // Names at most 40 characters, e-mail at most 255.
    await retype(page, 'Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type('L'.repeat(41));
    await page.keyboard.press('Tab');
    await expect(fieldMessages(form, ['Last name'])).resolves.toEqual([['Last name', 'true', 'Max length']]);
    await retype(page, `${'a'.repeat(250)}@example.com`);
    await page.keyboard.press('Tab');
    await expect(fieldMessages(form, ['Work email'])).resolves.toEqual([
      ['Work email', 'true', 'Max length'],
    ]);

    const email = `kim.lead.${Date.now()}@example.com`;
    await tabTo(page, 'First name', selector);
    await fillLead(page, email);
    await expect(form.getByLabel('Industry').inputValue()).resolves.toBe('Legal');
    await expect(form.getByLabel('Which describes you best?').inputValue()).resolves.toBe('Employer');
    await expect(form.getByText('Required field').count()).resolves.toBe(0);
    await tabTo(page, "I'm not a robot", selector);
    await page.keyboard.press('Space');
    await expect(form.getByText('recaptcha verify').count()).resolves.toBe(0);

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/forms/talk-to-sales'));
    await tabTo(page, 'Request a call', selector);
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(202);
    const thanks = form.getByRole('status');
    await expect(thanks.textContent()).resolves.toBe(
      'Thanks! An adviser will be in touch within two working days.',
    );
    await expect(thanks.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(form.getByRole('link').count()).resolves.toBe(0);

    const recorded = await deliveredWhere((line) => line.payload?.email === email);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      endpoint: 'hirer',
      payload: {
        firstName: 'Kim',
        lastName: 'Lee',
        companyName: 'Lee Logistics',
        companyPhoneNumber: '+61 2 9876 5432',
        jobTitle: 'Talent lead',
        industry: 'Legal',
        employerJobSeeker: 'Employer',
        hiringNeeds: 'now',
        marketingComms: 'No',
        doesBusinessWithSEEK: 'I am not sure',
        siteCountry: 'AU',
        sourcePage: '/page/hiring-outlook',
      },
    });
    await expect(violationsIn(page, selector)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });

  it('links the report after a download lead form, and the link downloads the PDF', async () => {
    const { page, errors, selector, form } = await openForm(
      'employer-au',
      '/page/hiring-outlook',
      'download-hiring-outlook',
    );
    const email = `kim.report.${Date.now()}@example.com`;
    await tabTo(page, 'First name', selector);
    await fillLead(page, email);
    await tabTo(page, "I'm not a robot", selector);
    await page.keyboard.press('Space');
    await tabTo(page, 'Get the report', selector);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/forms/download-hiring-outlook'));
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(202);

    const thanks = form.getByRole('status');
    await expect(thanks.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const link = thanks.getByRole('link', { name: 'Download the report' });
    await expect(link.getAttribute('href')).resolves.toBe('/documents/hiring-outlook-2025.pdf');
    await expect(link.getAttribute('download')).resolves.toBe('hiring-outlook-2025.pdf');
    await expect(violationsIn(page, selector)).resolves.toEqual([]);

    await page.keyboard.press('Tab');
    await expect(link.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('hiring-outlook-2025.pdf');
    const file = join(tmpdir(), `lead-report-${Date.now()}.pdf`);
    await writeFile(file, await readFile((await download.path())!));
    const { stdout } = await promisify(execFile)('pdftotext', [file, '-']);
    expect(stdout).toMatch(/^Hiring Outlook 2025/);

    const recorded = await deliveredWhere((line) => line.payload?.email === email);
    expect(recorded.map((line) => line.endpoint)).toEqual(['hirer']);
    expect(errors).toEqual([]);
  });
});

describe('the SARA enquiry in Chromium (phone width, keyboard only)', () => {
  it("asks for the robot check ('Please verify that you are not a robot'), then sends the enquiry", async () => {
    const { page, errors, selector, form } = await openForm('employer-au', '/sara-awards', 'sara-enquiry');
    const email = `sam.sara.${Date.now()}@example.com`;
    await tabTo(page, 'Your name', selector);
    await page.keyboard.type('Sam Ng');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // Organisation is optional
    await page.keyboard.type('Ca');
    await expect(form.getByLabel('What is it about?').inputValue()).resolves.toBe('Categories');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Can a team enter <two> categories & win both?');
    await tabTo(page, 'Send enquiry', selector);
    await page.keyboard.press('Enter');

    const robot = form.getByLabel("I'm not a robot");
    await expect(robot.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(form.getByText('Please verify that you are not a robot').isVisible()).resolves.toBe(true);
    await expect(robot.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(violationsIn(page, selector)).resolves.toEqual([]);

    await page.keyboard.press('Space');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/forms/sara-enquiry'));
    await tabTo(page, 'Send enquiry', selector);
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(202);
    await expect(form.getByRole('status').textContent()).resolves.toBe(
      'Thanks for your enquiry. The SARA team will reply by email.',
    );

    const recorded = await deliveredWhere((line) => line.payload?.from === email);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.endpoint).toBe('sara');
    const message = String(recorded[0]?.payload?.message);
    expect(message).toContain('Can a team enter &lt;two&gt; categories &amp; win both?');
    expect(message).toContain('Categories');
    await expect(violationsIn(page, selector)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });
});
