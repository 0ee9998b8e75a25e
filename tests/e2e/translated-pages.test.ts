import { describe, expect, it } from 'vitest';

import { desktop, phone, siteUrl, useBrowser } from './browser';

const browser = useBrowser();

/** Thai script, and any Latin word (brand names aside) that would mean an English label was left behind. */
const thai = /[\u0E00-\u0E7F]/;
const english = (text: string) => /[A-Za-z]{3,}/.test(text.replace(/Jobsdb/g, ''));

describe('Thai pages in Chromium', () => {
  it('names a Thai category in Thai: title, share preview and every breadcrumb', async () => {
    const { page, errors } = await browser.open(phone);
    await page.goto(siteUrl('candidate-th', '/th/career-advice/category/career-development'));
    await expect(page.locator('h1').innerText()).resolves.toBe('พัฒนาอาชีพ');
    await expect(page.title()).resolves.toBe('พัฒนาอาชีพ | Jobsdb');
    const ogTitle = await page.locator('meta[property="og:title"]').getAttribute('content');
    expect(ogTitle).toMatch(thai);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(thai);
    const crumbs = await page
      .getByRole('navigation', { name: 'เส้นทางนำทาง' })
      .locator('a, span[aria-current]')
      .allInnerTexts();
    expect(crumbs.length).toBeGreaterThanOrEqual(2);
    for (const crumb of crumbs) {
      expect(crumb, crumb).toMatch(thai);
      expect(english(crumb), crumb).toBe(false);
    }
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('writes the Thai home in Thai: title, banner, cards and footer', async () => {
    const { page } = await browser.open(desktop);
    await page.goto(siteUrl('candidate-th', '/th/'));
    await expect(page.title()).resolves.toMatch(thai);
    const main = await page.locator('main').innerText();
    for (const text of ['Find your next step', 'Know your worth', 'Explore', 'Read more', 'Learn more']) {
      expect(main).not.toContain(text);
    }
    await expect(page.locator('footer').innerText()).resolves.toContain('สงวนลิขสิทธิ์');
  });
});
