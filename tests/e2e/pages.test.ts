import { describe, expect, it } from 'vitest';

import { axeViolations } from './axe';
import { desktop, phone, siteUrl, useBrowser } from './browser';

const browser = useBrowser();

const pages = [
  ['home', 'candidate-au', '/'],
  ['employer home (Thai)', 'employer-th', '/th/'],
  ['article', 'candidate-au', '/career-advice/article/how-to-write-a-resume'],
  ['category', 'candidate-au', '/career-advice/category/career-development'],
  ['author', 'candidate-au', '/author/amanda-wright'],
  ['not found', 'candidate-au', '/no-such-page/here'],
] as const;

describe('page types in Chromium', () => {
  it.each(pages)('%s has no accessibility violations (axe, WCAG 2.1 AA)', async (_name, site, path) => {
    const { page, errors } = await browser.open(desktop);
    await page.goto(siteUrl(site, path));
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('copies the article link from the share bar', async () => {
    const { page, errors } = await browser.open(phone, ['clipboard-read', 'clipboard-write']);
    const url = siteUrl('candidate-au', '/career-advice/article/how-to-write-a-resume');
    await page.goto(url);
    await page.waitForSelector('[data-island="ShareBar"][data-island-hydrated="true"]');
    await page.getByRole('button', { name: 'Copy link' }).first().click();
    await page.getByText('Link copied').first().waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(url);
    expect(errors).toEqual([]);
  });

  it('pages through a category', async () => {
    const { page } = await browser.open(desktop);
    await page.goto(siteUrl('candidate-au', '/career-advice/category/career-development'));
    const pagination = page.getByRole('navigation', { name: 'pagination' });
    await pagination.getByRole('link', { name: /2/ }).first().click();
    await page.waitForURL(/career-development\/2$/);
    await expect(page.getByRole('navigation', { name: 'pagination' }).isVisible()).resolves.toBe(true);
  });

  it("opens the author's full description with the keyboard", async () => {
    const { page, errors } = await browser.open(desktop);
    await page.goto(siteUrl('candidate-au', '/author/amanda-wright'));
    await page.waitForSelector('[data-island="ReadMore"][data-island-hydrated="true"]');
    const more = page.getByRole('button', { name: 'Read more' });
    await more.focus();
    await page.keyboard.press('Enter');
    const less = page.getByRole('button', { name: 'Read less' });
    await expect(less.getAttribute('aria-expanded')).resolves.toBe('true');
    const panel = page.locator(`#${await less.getAttribute('aria-controls')}`);
    await expect(panel.isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });
});
