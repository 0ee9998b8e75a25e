import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { axeViolations } from './axe';
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

describe('action tones', () => {
  const colours = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          background: style.backgroundColor,
          colour: style.color,
          border: style.borderTopColor,
          opacity: style.opacity,
        };
      });
  // A pink: red leads, as in the brand accent; the form accent the landing used was a blue.
  const isPink = (rgb: string) => {
    const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
    return r > 150 && r > b && b > g;
  };

  it('the Data Lab landing and the subscribe button use the brand accent at full strength, with enough contrast', async () => {
    const page = await openAt(1280);
    await page.goto(siteUrl('employer-au', '/'));
    const apply = await colours(page, '[data-island="DataLabFilters"] button[type="submit"]');
    const clear = await colours(page, '[data-island="DataLabFilters"] button[type="button"]');
    expect(isPink(apply.background)).toBe(true);
    expect(clear.colour).toBe(apply.background);
    expect(clear.border).toBe(apply.background);
    expect((await axeViolations(page)).filter((v) => v.id === 'color-contrast')).toEqual([]);

    await page.goto(siteUrl('candidate-au', '/career-advice'));
    // Before and after the form island hydrates: never washed out.
    const subscribe = '#subscription-form button[type="submit"]';
    expect(await colours(page, subscribe)).toMatchObject({ background: apply.background, opacity: '1' });
    await page.locator(subscribe).scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="CmsForm"][data-island-hydrated="true"]', { state: 'attached' });
    expect(await colours(page, subscribe)).toMatchObject({ background: apply.background, opacity: '1' });
    expect((await axeViolations(page)).filter((v) => v.id === 'color-contrast')).toEqual([]);
  });

  it('an outlined brand-accent action reads at 4.5:1 or more on white and on the pink banner', async () => {
    const page = await openAt(1280);
    await page.goto(siteUrl('candidate-au', '/'));
    const ratios = await page.evaluate(() => {
      const rgb = (colour: string) => (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (colour: string) => {
        const [r = 0, g = 0, b = 0] = rgb(colour).map((c) => {
          const v = c / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const contrast = (a: string, b: string) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (light! + 0.05) / (dark! + 0.05);
      };
      // The seeded home's outlined 'Search jobs' (variant ghost, tone brandAccent); its label's colour against
      // white and against the primary banner's pink, where a CMS editor may put the same action.
      const label = [...document.querySelectorAll('main a span')].find(
        (e) => e.textContent === 'Search jobs',
      );
      const banner = document.querySelector('main section');
      const text = getComputedStyle(label!).color;
      const pink = getComputedStyle(banner!).backgroundColor;
      return { pink, white: contrast(text, 'rgb(255, 255, 255)'), banner: contrast(text, pink) };
    });
    expect(ratios.pink).toBe('rgb(254, 239, 250)');
    expect(ratios.white).toBeGreaterThanOrEqual(4.5);
    expect(ratios.banner).toBeGreaterThanOrEqual(4.5);
  });
});

describe('a landing page whose first heading repeated its title', () => {
  it('keeps the introduction under the h1, with no gap where the repeated heading was', async () => {
    for (const width of [375, 1280]) {
      const page = await openAt(width);
      await page.goto(siteUrl('candidate-au', '/career-advice'));
      const gap = await page.evaluate(() => {
        const h1 = document.querySelector('main h1')!.getBoundingClientRect();
        const intro = [...document.querySelectorAll('main span')].find((e) =>
          e.textContent?.startsWith('Practical advice for every stage'),
        );
        return intro!.getBoundingClientRect().top - h1.bottom;
      });
      // As far below the title as the page's own header spacing (32 px), not that plus a section's gap (96 px).
      expect(gap, `${width} px`).toBeGreaterThan(0);
      expect(gap, `${width} px`).toBeLessThanOrEqual(40);
      await expect(page.locator('main h1').count()).resolves.toBe(1);
    }
  });
});
