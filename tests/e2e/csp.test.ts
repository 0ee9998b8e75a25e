/**
 * The pages' Content-Security-Policy in Chromium: pages with every kind of island answer with the policy, the
 * browser reports no violation of it, and every island still hydrates (the policy allows scripts from the
 * site only, and no inline script).
 */
import { describe, expect, it } from 'vitest';

import { desktop, phone, siteUrl, useBrowser } from './browser';

const browser = useBrowser();

const pages: [site: string, path: string][] = [
  ['candidate-au', '/career-advice/article/how-to-write-a-resume'],
  ['employer-au', '/hiring-advice'],
  ['employer-au', '/page/hiring-outlook'],
  [
    'employer-au',
    '/au/talent-attraction-lab/data-lab?primaryDriver=Industry&primaryDriverOptions=Accounting',
  ],
  ['candidate-au', '/market-insights/salary-insights'],
  ['candidate-th', '/th/'],
];

describe('Content-Security-Policy in Chromium', () => {
  for (const [width, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    it.each(pages)(`${width}: %s%s hydrates every island with no policy violation`, async (site, path) => {
      const { page, errors } = await browser.open(viewport);
      // Added through the DevTools protocol, so the policy under test does not apply to this listener itself.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      const res = await page.goto(siteUrl(site, path));
      expect(res?.status()).toBe(200);
      const policy = res?.headers()['content-security-policy'] ?? '';
      const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      expect(policy).toContain("frame-ancestors 'self'");

      // Scrolled to the end in steps, so the islands that wait to be seen hydrate too.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y <= height; y += viewport.height / 2) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
      }
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() =>
          page.$$eval('[data-island]', (markers) =>
            markers
              .filter((m) => m.getAttribute('data-island-hydrated') !== 'true')
              // An island shown only at the other width (e.g. the phone menu on a desktop) is never seen.
              .filter(
                (m) =>
                  m.children.length === 0 ||
                  [...m.children].some((c) => (c as HTMLElement).offsetParent !== null),
              )
              .map((m) => m.getAttribute('data-island')),
          ),
        )
        .toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
