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
    // The whole stylesheet loads after the page's inline CSS, before its islands hydrate.
    const [stylesheet] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('.css')),
      page.goto(siteUrl('candidate-au')),
    ]);
    expect(stylesheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
