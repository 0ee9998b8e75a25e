import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { axeViolations } from './axe';
import { desktop, phone, siteUrl, useBrowser } from './browser';

const browser = useBrowser();

// A fresh site builds its search index and content cache on first use: do that before the timed steps.
beforeAll(async () => {
  const { page } = await browser.open(desktop);
  for (const [site, path, q] of [
    ['candidate-au', '/career-advice', 'interview'],
    ['candidate-au', '/about', 'interview'],
    ['candidate-th', '/th/career-advice', 'เงินเดือน'],
  ] as const) {
    await page.goto(siteUrl(site, path));
    await page.evaluate(async (query) => {
      const language = document.documentElement.lang.startsWith('th') ? 'th' : 'en';
      await fetch(`/api/search/autocomplete?q=${encodeURIComponent(query)}&language=${language}`);
    }, q);
  }
  await page.goto(siteUrl('candidate-au', '/article-search/job/1'));
  await page.close();
}, 120_000);

/**
 * Opens a page, brings its search box into view (one in the page's blocks hydrates when seen) and waits until
 * it has hydrated (React owns its elements).
 */
async function openWithSearchBox(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res?.status()).toBe(200);
  await page.locator('[data-island="SearchBox"] input').first().scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-island="SearchBox"][data-island-hydrated="true"]', { timeout: 30_000 });
}

const soon = { timeout: 10_000 };

const heading = (page: Page) => page.locator('h1').innerText();

describe('search in Chromium', { timeout: 60_000 }, () => {
  it('suggests highlighted titles as the reader types, and opens the one picked with the keyboard', async () => {
    const { page, errors } = await browser.open(desktop);
    await openWithSearchBox(page, siteUrl('candidate-au', '/career-advice'));
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const box = page.getByRole('combobox', { name: 'Search articles' });
    await box.pressSequentially('interv', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Article suggestions' });
    await list.waitFor(soon);
    const options = list.getByRole('option');
    expect(await options.count()).toBeGreaterThan(0);
    expect(await list.locator('mark').first().innerText()).toMatch(/^interv$/i);
    // One request after typing stopped, to the Worker, never to the search API.
    expect(requests.filter((p) => p.includes('autocomplete'))).toEqual(['/api/search/autocomplete']);

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const chosen = options.nth(1);
    expect(await box.getAttribute('aria-activedescendant')).toBe(await chosen.getAttribute('id'));
    const title = await chosen.innerText();
    await Promise.all([page.waitForURL(/\/career-advice\/article\//, soon), box.press('Enter')]);
    expect(await heading(page)).toBe(title);
    expect(errors).toEqual([]);
  });

  it('submits a query to its results page, whose pagination follows the search path', async () => {
    const { page, errors } = await browser.open(desktop);
    await openWithSearchBox(page, siteUrl('candidate-au', '/career-advice'));
    const box = page.getByRole('combobox', { name: 'Search articles' });
    await box.fill('ab');
    await box.press('Enter');
    expect(await page.getByRole('alert').innerText()).toBe('Enter at least 3 characters');
    expect(new URL(page.url()).pathname).toBe('/career-advice');

    await box.fill('job');
    await Promise.all([page.waitForURL('**/article-search/job/1', soon), box.press('Enter')]);
    expect(await heading(page)).toBe('12 Search Results for job');
    expect(await page.locator('main article').count()).toBe(9);
    expect(await page.getByRole('combobox', { name: 'Search articles' }).inputValue()).toBe('job');

    const pages = page.getByRole('navigation', { name: 'pagination' });
    await Promise.all([
      page.waitForURL('**/article-search/job/2', soon),
      pages.getByRole('link', { name: 'Go to page 2' }).click(),
    ]);
    expect(await page.locator('main article').count()).toBe(3);
    expect(errors).toEqual([]);
  });

  it('shows Search in progress while the results load', async () => {
    const { page } = await browser.open(desktop);
    await openWithSearchBox(page, siteUrl('candidate-au', '/career-advice'));
    // The status shows while the next page loads, and that page replaces it: the page reports what it shows.
    const statuses: string[] = [];
    await page.exposeFunction('reportStatus', (text: string) => statuses.push(text));
    await page.evaluate(() => {
      const status = document.querySelector('[data-island="SearchBox"] [role="status"]')!;
      const report = (window as unknown as { reportStatus: (text: string) => void }).reportStatus;
      new MutationObserver(() => report(status.textContent ?? '')).observe(status, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    const box = page.getByRole('combobox', { name: 'Search articles' });
    await box.fill('resume');
    await Promise.all([page.waitForURL('**/article-search/resume/1', soon), box.press('Enter')]);
    expect(statuses).toContain('Search in progress resume');
    expect(await heading(page)).toMatch(/Search Results for resume$/);
  });

  it('searches the about section on the AU about page, and says when nothing is found', async () => {
    const { page } = await browser.open(phone);
    await openWithSearchBox(page, siteUrl('candidate-au', '/about'));
    const box = page.getByRole('combobox', { name: 'Search articles' });
    await box.fill('job');
    await Promise.all([page.waitForURL('**/about/search/job/1', soon), box.press('Enter')]);
    expect(await heading(page)).toBe('No results found job');
    expect(await page.getByText('Try other ways to search').isVisible()).toBe(true);
  });

  it('takes markup, slashes, percent signs and Thai as text, end to end', async () => {
    const { page, errors } = await browser.open(desktop);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await openWithSearchBox(page, siteUrl('candidate-au', '/career-advice'));
    const term = '<img src=x onerror=alert(1)> 100% a/b';
    const box = page.getByRole('combobox', { name: 'Search articles' });
    await box.fill(term);
    await Promise.all([page.waitForURL('**/article-search/**', soon), box.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe(`/article-search/${encodeURIComponent(term)}/1`);
    expect(await heading(page)).toBe(`No results found ${term}`);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
    expect(errors).toEqual([]);
  });

  it('suggests a Thai title for a Thai word typed halfway on the Thai site', async () => {
    const { page } = await browser.open(phone);
    await openWithSearchBox(page, siteUrl('candidate-th', '/th/career-advice'));
    const box = page.getByRole('combobox', { name: 'ค้นหาบทความ' });
    await box.pressSequentially('เรซู', { delay: 40 });
    const option = page.getByRole('option', { name: 'วิธีเขียนเรซูเม่ให้โดดเด่น' });
    await option.waitFor(soon);
    expect(await option.locator('mark').innerText()).toBe('เรซู');
    await Promise.all([
      page.waitForURL('**/th/career-advice/article/how-to-write-a-resume', soon),
      option.click(),
    ]);
  });

  it('passes axe and fits a phone, with the suggestions open and on the results page', async () => {
    for (const viewport of [phone, desktop]) {
      const { page } = await browser.open(viewport);
      await openWithSearchBox(page, siteUrl('candidate-au', '/career-advice'));
      await page
        .getByRole('combobox', { name: 'Search articles' })
        .pressSequentially('resume', { delay: 40 });
      await page.getByRole('listbox').waitFor(soon);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(siteUrl('candidate-au', '/article-search/job/1'));
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});
