import { describe, expect, it } from 'vitest';

import { desktop, siteUrl, useBrowser } from './browser';

const browser = useBrowser();
const path = '/au/talent-attraction-lab/data-lab';
const soon = { timeout: 10_000 };

describe('Data Lab analytics (spec §2, §3)', { timeout: 90_000 }, () => {
  it('sends the results load, then Apply with the comma-joined selection, on window.dataLayer', async () => {
    const { page, errors } = await browser.open(desktop);
    // Every page of the visit records what is pushed to its dataLayer, so the Apply event survives the navigation.
    const events: Record<string, unknown>[] = [];
    await page.exposeFunction('recordDataLayer', (event: Record<string, unknown>) => events.push(event));
    await page.addInitScript(() => {
      const layer: unknown[] = [];
      layer.push = (...items: unknown[]) => {
        for (const item of items) {
          // Only the Data Lab's events: the page-view event of every page is tested in analytics.test.ts.
          if (!String((item as { event?: unknown }).event).startsWith('datalab_')) continue;
          (window as unknown as { recordDataLayer(e: unknown): void }).recordDataLayer(
            JSON.parse(JSON.stringify(item)),
          );
        }
        return Array.prototype.push.apply(layer, items);
      };
      (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    });
    await page.goto(siteUrl('candidate-au', `${path}?primaryDriver=Gender&primaryDriverOptions=Male_Female`));
    await page.waitForSelector('[data-island="DataLabFilters"][data-island-hydrated="true"]', {
      timeout: 30_000,
    });
    await expect.poll(() => events.length, soon).toBe(1);
    expect(events[0]).toEqual({
      event: 'datalab_results_load',
      driver: 'Gender',
      selection: 'Male,Female',
      secondaryDriver: '',
      secondarySelection: '',
    });

    await page.locator('select[name="primaryDriver"]').selectOption('Industry');
    await page.locator('input[name="primaryDriverOptions"][value="Accounting"]').check();
    await page.locator('input[name="primaryDriverOptions"][value="Construction"]').check();
    await page.locator('select[name="secondaryDriver"]').selectOption('Gender');
    await page.locator('input[name="secondaryDriverOptions"][value="Female"]').check();
    await Promise.all([
      page.waitForURL(/primaryDriverOptions=Accounting_Construction/, soon),
      page.getByRole('button', { name: 'Apply filters' }).click(),
    ]);
    await expect.poll(() => events.length, soon).toBe(3);
    const apply = {
      driver: 'Industry',
      selection: 'Accounting,Construction',
      secondaryDriver: 'Gender',
      secondarySelection: 'Female',
    };
    expect(events[1]).toEqual({ event: 'datalab_filters_apply', ...apply });
    expect(events[2]).toEqual({ event: 'datalab_results_load', ...apply });
    expect(
      await page.evaluate(() =>
        (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter((e) =>
          e.event?.startsWith('datalab_'),
        ),
      ),
    ).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
