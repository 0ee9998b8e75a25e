import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { DEFAULT_DATA_DIR } from '../../scripts/services/index.mjs';

import { axeViolations } from './axe';
import { desktop, phone, siteUrl, useBrowser } from './browser';
import { untilDelivered } from './outbox';

/**
 * The sales platform's contact and subscription forms (spec §7 "contact/subscription form to a sales-platform
 * endpoint"), seeded on employer-au `/page/contact-sales`, sent in Chromium as a hirer would: the Worker's outbox
 * delivers each to the sales platform stand-in, which records exactly one call per form.
 */
const browser = useBrowser();
const salesService = `http://127.0.0.1:${8810 + Number(process.env.E2E_SERVICES_OFFSET ?? 100)}`;

type SalesRecord = { form?: string; idempotencyKey?: string; payload?: { fields?: Record<string, string> } };

async function recordedFor(email: string): Promise<SalesRecord[]> {
  const text = await readFile(join(DEFAULT_DATA_DIR, 'sales-submissions.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SalesRecord)
    .filter((line) => line.payload?.fields?.email === email);
}

async function callsTo(path: string): Promise<number> {
  const { byRoute } = (await (await fetch(`${salesService}/__requests`)).json()) as {
    byRoute?: Record<string, number>;
  };
  return byRoute?.[`POST ${path}`] ?? 0;
}

describe.each([
  ['phone', phone],
  ['desktop', desktop],
])('the sales platform forms at %s width', (_, viewport) => {
  it(
    'sends the contact and the subscription form, each recorded once by the sales platform',
    { timeout: 60_000 },
    async () => {
      const { page, errors } = await browser.open(viewport);
      await page.goto(siteUrl('employer-au', '/page/contact-sales'));
      const before = {
        contact: await callsTo('/v1/forms/contact'),
        subscription: await callsTo('/v1/forms/subscription'),
      };
      const email = `sales-${viewport.width}-${Date.now()}@example.com`;
      for (const slug of ['sales-contact', 'sales-subscription']) {
        const form = page.locator(`section[data-form="${slug}"]`);
        await form.scrollIntoViewIfNeeded();
        await form
          .locator('[data-island="CmsForm"][data-island-hydrated="true"]')
          .waitFor({ state: 'attached' });
        await form.getByLabel(/First name/).fill('Kim');
        if (slug === 'sales-contact') {
          await form.getByLabel(/Last name/).fill('Lee');
          await form.getByLabel(/Company name/).fill('Lee Logistics');
          await form.getByLabel(/How can we help/).fill('A quote for ten job ads, please.');
        }
        await form.getByLabel(/Work email/).fill(email);
        await form.getByLabel("I'm not a robot").check();
        await form.locator('button[type="submit"]').click();
        await form.getByRole('status').waitFor();
      }
      expect(await axeViolations(page)).toEqual([]);
      await expect
        .poll(async () => (await recordedFor(email)).length, { timeout: 20_000, interval: 250 })
        .toBe(2);
      // Once the outbox has recorded both deliveries it sends neither again: the counts below are final.
      await untilDelivered((await recordedFor(email)).map((record) => record.idempotencyKey!));
      const records = await recordedFor(email);
      expect(records.map((r) => r.form).sort()).toEqual(['contact', 'subscription']);
      expect(await callsTo('/v1/forms/contact')).toBe(before.contact + 1);
      expect(await callsTo('/v1/forms/subscription')).toBe(before.subscription + 1);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
