import { describe, expect, it } from 'vitest';

import { desktop, siteUrl, useBrowser } from './browser';

const browser = useBrowser();

type DataLayerEvent = Record<string, unknown>;
// Functions, not strings: the pages' CSP allows no eval, which Playwright would use for a string.
const dataLayer = () => (window as { dataLayer?: DataLayerEvent[] }).dataLayer ?? [];
const hasEvent = (name: string) =>
  (window as { dataLayer?: DataLayerEvent[] }).dataLayer?.some((e) => e.event === name) ?? false;

describe('analytics on every page type', () => {
  it.each([
    ['/', 'home'],
    ['/career-advice/article/how-to-write-a-resume', 'article'],
    ['/career-advice/category/career-development', 'category'],
    ['/author/amanda-wright', 'author'],
    ['/about', 'content'],
    ['/no-such-page', 'error'],
  ])('%s sends a page view of type %s once the auth status is known', async (path, pageType) => {
    const { page } = await browser.open(desktop);
    await page.goto(siteUrl('candidate-au', path));
    await page.waitForFunction(hasEvent, 'page_view');
    const events = await page.evaluate(dataLayer);
    expect(events.filter((e) => e.event === 'page_view')).toEqual([
      expect.objectContaining({ event: 'page_view', pageType, isLoggedIn: false }),
    ]);
  });

  it('sends the signed-in ids of spec §6, and the search with its term and results count', async () => {
    const { page } = await browser.open(desktop);
    await page.context().addCookies([{ name: 'Authorization', value: 't0ken', url: siteUrl('employer-au') }]);
    await page.goto(siteUrl('employer-au', '/article-search/interview/1'));
    await page.waitForFunction(hasEvent, 'search');
    const events = await page.evaluate(dataLayer);
    expect(events.find((e) => e.event === 'page_view')).toEqual({
      event: 'page_view',
      pageType: 'search',
      isLoggedIn: true,
      userId: 'hirer-user-58213',
      advertiserId: '38271645',
    });
    expect(events.find((e) => e.event === 'search')).toEqual({
      event: 'search',
      searchTerm: 'interview',
      resultsCount: expect.any(Number),
    });
  });
});
