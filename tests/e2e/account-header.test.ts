import { describe, expect, it } from 'vitest';

import { axeViolations } from './axe';
import { desktop, phone, siteUrl, useBrowser } from './browser';
import { collectShifts, layoutShift } from './layout-shift';

const browser = useBrowser();

async function open(viewport: typeof desktop, site: string, token?: string) {
  const { page, errors } = await browser.open(viewport);
  if (token) await page.context().addCookies([{ name: 'Authorization', value: token, url: siteUrl(site) }]);
  await collectShifts(page);
  const auth = page.waitForResponse((r) => r.url().endsWith('/api/auth-status'));
  await page.goto(siteUrl(site));
  await auth;
  return { page, errors };
}

describe('the employer account header', () => {
  for (const [label, viewport] of [
    ['1280', desktop],
    ['375', phone],
  ] as const) {
    it(`shows a signed-in hirer's name, advertiser, switch accounts and the CS banner at ${label} px, with no layout shift`, async () => {
      const { page, errors } = await open(viewport, 'employer-au', 't0ken');
      // Its name holds what it shows (WCAG 2.5.3), which axe checks too.
      const account = page.getByRole('button', {
        name: 'Account of Priya, Harbour Logistics Pty Ltd',
        exact: true,
      });
      await account.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const banner = page.getByRole('status').filter({ hasText: 'Customer service view' });
      await expect(banner.textContent()).resolves.toContain(
        'priya.sharma@harbourlogistics.example.com as cs.operator@example.com',
      );
      await expect(
        banner.getByRole('link', { name: 'Turn on customer service view' }).getAttribute('href'),
      ).resolves.toBe('/oauth/cs-toggle');
      if (viewport === desktop) {
        await expect(account.textContent()).resolves.toBe('PPriya Harbour Logistics Pty Ltd');
        await expect(page.getByText('Harbour Logistics Pty Ltd').first().isVisible()).resolves.toBe(true);
      }
      await account.click();
      const menu = page.locator(`#${await account.getAttribute('aria-controls')}`);
      await expect(menu.isVisible()).resolves.toBe(true);
      await expect(menu.textContent()).resolves.toContain('Harbour Logistics Pty Ltd');
      await expect(menu.getByRole('link', { name: 'Switch accounts' }).getAttribute('href')).resolves.toBe(
        '/account/select',
      );
      await page.screenshot({ path: `reports/account-header-${label}.png` });
      expect(await layoutShift(page)).toBe(0);
      // Escape closes the menu and gives the focus back to its button; the banner under it is reachable again.
      await page.keyboard.press('Escape');
      await expect(menu.isVisible()).resolves.toBe(false);
      await expect(account.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
      // So does a press anywhere else on the page.
      await account.click();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(menu.isVisible()).resolves.toBe(false);
      await banner.getByRole('button', { name: 'Dismiss' }).click();
      await expect(banner.count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    });
  }

  it('shows the credit-hold and activation-pending messages of those sessions', async () => {
    const hold = await open(desktop, 'employer-au', 'hirer-credit-hold');
    await hold.page.getByRole('alert').filter({ hasText: 'credit hold' }).waitFor();
    const pending = await open(desktop, 'employer-au', 'hirer-activation-pending');
    await pending.page.getByText('Your account is waiting to be activated.').waitFor();
  });

  it('shows an anonymous reader none of it', async () => {
    const { page, errors } = await open(desktop, 'employer-au');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: /^Account of/ }).count()).resolves.toBe(0);
    await expect(page.getByText('Customer service view').count()).resolves.toBe(0);
    await expect(page.getByText('Switch accounts').count()).resolves.toBe(0);
    expect(await layoutShift(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('the candidate header', () => {
  it("shows the signed-in candidate's first name", async () => {
    const { page } = await open(desktop, 'candidate-au', 't0ken');
    const area = page.getByRole('group', { name: 'Account' });
    await area.getByText('Alex').waitFor();
    expect(await layoutShift(page)).toBe(0);
  });
});
