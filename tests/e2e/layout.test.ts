import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { siteUrl, useBrowser } from './browser';

const browser = useBrowser();

// The seeded logos are 160x48; the tests' blank stand-in image is 1x1, which draws the logo far narrower than
// readers see it. Every image that leaves the local site is answered with one of the logo's shape instead.
const logoShaped = '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48"/>';

async function openAt(width: number): Promise<Page> {
  const { page } = await browser.open({ width, height: 740 });
  await page.route(
    (url) => !/^(localhost|[\w-]+\.localhost|127\.0\.0\.1)$/.test(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: logoShaped }),
  );
  return page;
}

const employerPages = [
  ['employer-au', '/'],
  ['employer-au', '/hiring-advice'],
  ['employer-au', '/hiring-advice/category/recruitment'],
  ['employer-au', '/hiring-advice/article/how-to-write-a-job-ad'],
  ['employer-au', '/market-insights'],
  ['employer-au', '/sara-awards'],
  ['employer-id', '/id/'],
  ['employer-th', '/th/'],
] as const;

const candidatePages = [
  ['candidate-au', '/'],
  ['candidate-au', '/career-advice'],
  ['candidate-au', '/career-advice/category/career-development'],
  ['candidate-au', '/career-advice/article/how-to-write-a-resume'],
  ['candidate-au', '/author/amanda-wright'],
  ['candidate-th', '/th/'],
] as const;

describe('page width on phones', () => {
  it.each([...employerPages, ...candidatePages])(
    '%s%s does not scroll sideways at 320 px',
    async (site, path) => {
      const page = await openAt(320);
      await page.goto(siteUrl(site, path));
      await page.waitForLoadState('load');
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        body: document.body.scrollWidth,
      }));
      expect(widths).toEqual({ document: 320, body: 320 });
    },
  );

  it.each([320, 375])('the employer header keeps its Menu button clear at %i px', async (width) => {
    const page = await openAt(width);
    await page.goto(siteUrl('employer-au', '/'));
    const menu = await page.locator('header').getByRole('button', { name: 'Open menu' }).boundingBox();
    expect(menu).not.toBeNull();
    if (!menu) return;
    // What the logo link draws (the logo and the employer tag), not its box, which may be narrower.
    const lockupRight = await page.evaluate(() => {
      const drawn = [...document.querySelectorAll('header a[href="/"] img, header a[href="/"] span')]
        .map((element) => element.getBoundingClientRect())
        .filter((rect) => rect.width > 2);
      return Math.max(...drawn.map((rect) => rect.right));
    });
    // The page's gutter stays clear on the right, and the logo lockup never runs under the controls.
    expect(menu.x + menu.width).toBeLessThanOrEqual(width - 16);
    expect(lockupRight).toBeLessThanOrEqual(menu.x);
  });
});

describe('awards banner (spec §9)', () => {
  const bannerBox = (page: Page) =>
    page.evaluate(() => {
      const rect = document.querySelector('section[data-theme]')?.getBoundingClientRect();
      return rect ? { left: rect.left, width: rect.width, height: rect.height } : null;
    });

  it.each([
    [375, 375],
    [1280, 1280],
    [2400, 2000],
  ])(
    'spans the page at %i px, at most 2000 px wide and centred, at least 500 px tall',
    async (viewport, width) => {
      const page = await openAt(viewport);
      await page.goto(siteUrl('employer-au', '/sara-awards'));
      const box = await bannerBox(page);
      expect(box?.width).toBe(width);
      expect(box?.left).toBe((viewport - width) / 2);
      expect(box?.height).toBeGreaterThanOrEqual(500);
    },
  );

  it('the star theme spans the page too, at least 380 px tall', async () => {
    const page = await openAt(1280);
    await page.goto(siteUrl('employer-my', '/star-awards'));
    const box = await bannerBox(page);
    expect(box?.width).toBe(1280);
    expect(box?.height).toBeGreaterThanOrEqual(380);
  });

  it("its 'Terms and conditions' toggle looks and acts like one", async () => {
    const page = await openAt(1280);
    await page.goto(siteUrl('employer-au', '/sara-awards'));
    const summary = page.locator('summary', { hasText: 'Terms and conditions' });
    const look = await summary.evaluate((element) => ({
      underline: getComputedStyle(element).textDecorationLine,
      chevron: element.querySelector('[aria-hidden="true"]')?.getBoundingClientRect().width ?? 0,
    }));
    expect(look.underline).toBe('underline');
    expect(look.chevron).toBeGreaterThan(0);
    // Chromium exposes the summary as a button-like disclosure with its expanded state.
    const cdp = await page.context().newCDPSession(page);
    const node = async () => {
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      return nodes.find(
        (n) => /terms and conditions/i.test(String(n.name?.value)) && n.role?.value !== 'StaticText',
      );
    };
    const expanded = (n: Awaited<ReturnType<typeof node>>) =>
      n?.properties?.find((p) => p.name === 'expanded')?.value.value;
    expect((await node())?.role?.value).toBe('DisclosureTriangle');
    expect(expanded(await node())).toBe(false);
    await summary.click();
    expect(expanded(await node())).toBe(true);
    await expect(summary.innerText()).resolves.toBe('Hide terms and conditions');
  });
});
