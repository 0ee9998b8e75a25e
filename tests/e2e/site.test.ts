import { describe, expect, it } from 'vitest';

import { desktop, siteUrl, useBrowser } from './browser';

const browser = useBrowser();

describe('the local site', () => {
  it.each([
    ['default', '/', 'en-AU', '| SEEK'],
    ['employer-au', '/', 'en-AU', '| SEEK Employer'],
    ['candidate-th', '/th/', 'th-TH', '| Jobsdb'],
    ['employer-id', '/id/', 'id-ID', '| Jobstreet Employer'],
    ['candidate-sg', '/', 'en-SG', '| Jobstreet'],
  ])('%s%s answers in %s with the brand after the title', async (site, path, lang, suffix) => {
    const { page, errors } = await browser.open(desktop);
    const res = await page.goto(siteUrl(site, path));
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-type']).toContain('text/html');
    await expect(page.getAttribute('html', 'lang')).resolves.toBe(lang);
    await expect(page.title()).resolves.toMatch(new RegExp(`${suffix.replace(/[|]/g, '\\|')}$`));
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('answers an unknown path with 404 and names it', async () => {
    const { page } = await browser.open(desktop);
    const res = await page.goto(siteUrl('candidate-au', '/no-such/page-here'));
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found');
    await expect(page.locator('main').textContent()).resolves.toContain('/no-such/page-here');
  });

  it('serves the built assets with long-lived immutable caching', async () => {
    const { page } = await browser.open(desktop);
    const [script] = await Promise.all([
      page.waitForResponse((r) => /\/assets\/hydrate-[^/]+\.js$/.test(r.url())),
      page.goto(siteUrl('candidate-au')),
    ]);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The whole stylesheet, which the page names for its React islands.
    const [href] = (await page.getAttribute('html', 'data-stylesheets'))?.split(' ') ?? [];
    const stylesheet = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, cacheControl: res.headers.get('cache-control') };
    }, href!);
    expect(stylesheet).toEqual({ status: 200, cacheControl: 'public, max-age=31536000, immutable' });
  });
});
