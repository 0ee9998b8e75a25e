/**
 * Images in Chromium: every picture of the home pages and an article on the AU and Thai sites loads from the local
 * asset host stand-in (CMS_ASSET_HOST), with no failed image request; and a picture that fails to load shows the
 * designed fallback (a tinted panel in the theme's typography), not the browser's alt text in a serif font.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { desktop, phone, siteUrl, useBrowser } from './browser';

const browser = useBrowser();

const pages: [site: string, path: string][] = [
  ['candidate-au', '/'],
  ['candidate-au', '/career-advice/article/how-to-write-a-resume'],
  ['candidate-th', '/th/'],
  ['candidate-th', '/th/career-advice/article/how-to-write-a-resume'],
];

const loopback = /^(localhost|[\w-]+\.localhost|127\.0\.0\.1)$/;

describe('images in Chromium', () => {
  for (const [width, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    it.each(pages)(`${width}: %s%s loads every image from the local asset host`, async (site, path) => {
      const { page } = await browser.open(viewport);
      const failed: string[] = [];
      const images: string[] = [];
      page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'image') return;
        images.push(response.url());
        if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
        // The browser helper answers any request that leaves the machine with a blank stand-in image.
        if (!loopback.test(new URL(response.url()).hostname))
          failed.push(`${response.url()} left the machine`);
      });
      const res = await page.goto(siteUrl(site, path));
      expect(res?.status()).toBe(200);
      // Scrolled to the end in steps, so lazy images load too.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y <= height; y += viewport.height / 2) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
      }
      await page.waitForLoadState('networkidle');
      const broken = await page.$$eval('img', (all) =>
        all
          .filter((img) => !(img.complete && img.naturalWidth > 0))
          .map((img) => `${img.currentSrc || img.src} (${img.alt})`),
      );
      expect(broken).toEqual([]);
      expect(await page.$$eval('img', (all) => all.length)).toBeGreaterThan(0);
      expect(images.some((url) => url.includes('/resize=fit:'))).toBe(true);
      expect(failed).toEqual([]);
      await page.context().close();
    });
  }

  it('shows a picture that fails to load as a tinted panel with its alt text in the theme font', async () => {
    const { page } = await browser.open(desktop);
    // Every CMS image fails: the asset host answers 404.
    await page.route(
      (url) => url.pathname.includes('/resize=fit:'),
      (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(siteUrl('candidate-au', '/career-advice/article/how-to-write-a-resume'));
    const feature = page.locator('main img').first();
    await feature.scrollIntoViewIfNeeded();
    await expect.poll(() => feature.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const look = await feature.evaluate((img: HTMLImageElement) => {
      const after = getComputedStyle(img, '::after');
      const box = img.getBoundingClientRect();
      return {
        naturalWidth: img.naturalWidth,
        alt: img.alt,
        font: after.fontFamily,
        bodyFont: getComputedStyle(document.querySelector('main h1')!).fontFamily,
        width: Math.round(box.width),
        height: Math.round(box.height),
      };
    });
    expect(look.naturalWidth).toBe(0);
    expect(look.alt).not.toBe('');
    expect(look.font).toBe(look.bodyFont);
    expect(look.font).not.toMatch(/times|(^|,\s*)serif$/i);
    // Keeps its place: the image's own size, not the few pixels of a broken-image icon.
    expect(look.width).toBeGreaterThan(300);
    expect(look.height).toBeGreaterThan(150);

    // Drawn: a tinted panel, neither white nor the browser's grey box with a broken-image icon.
    const shot = await feature.screenshot();
    const { channels } = await sharp(shot).stats();
    const [red, green, blue] = channels.map((channel) => channel.mean);
    expect(Math.min(red!, green!, blue!)).toBeLessThan(250);
    expect(Math.max(red!, green!, blue!) - Math.min(red!, green!, blue!)).toBeGreaterThan(2);
    await page.context().close();
  });
});
