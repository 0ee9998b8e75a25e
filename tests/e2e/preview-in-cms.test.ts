import { describe, expect, inject, it } from 'vitest';

import { offsetFromEnv } from '../../scripts/lib/upstreams.mjs';

import { desktop, phone, siteUrl, useBrowser } from './browser';

/**
 * Preview inside the CMS (worker/preview/README.md): the CMS-studio stand-in, on its own origin as Hygraph
 * Studio is, frames the preview of a draft; the preview shows with its bar, its cookie working inside the
 * frame, and a public page or a static file framed the same way is refused.
 */
const { open } = useBrowser();
const studio = `http://127.0.0.1:${8811 + offsetFromEnv('E2E_SERVICES_OFFSET', 100)}`;
const site = `http://candidate-au.localhost:${inject('port')}`;
const draftPath = '/career-advice/article/ai-in-your-job-search';

describe('preview inside the CMS', () => {
  for (const viewport of [desktop, phone]) {
    it(`at ${viewport.width} px: the studio's panel shows the draft with the preview bar`, async () => {
      const { page, errors } = await open(viewport);
      await page.goto(`${studio}/?site=${encodeURIComponent(site)}&path=${encodeURIComponent(draftPath)}`);
      const frame = page.frameLocator('#preview');
      // Only a request carrying the preview cookie set inside this frame is shown the draft.
      await frame.getByRole('heading', { name: 'Using AI tools in your job search' }).first().waitFor();
      const bar = frame.getByRole('complementary', { name: 'Preview' });
      await expect(bar.textContent()).resolves.toContain('Draft: not published yet');
      await expect(bar.textContent()).resolves.toMatch(/Last changed .* UTC/);
      const exit = bar.getByRole('link', { name: 'Exit preview' });
      expect(await exit.getAttribute('href')).toBe(`/preview/exit?path=${encodeURIComponent(draftPath)}`);
      await page.screenshot({ path: `/tmp/ops-shots/studio-${viewport.width}.png` });
      expect(errors).toEqual([]);

      // The cookie keeps working in the frame: another draft page opened there is a preview too.
      await page.goto(`${studio}/?src=${encodeURIComponent(siteUrl('candidate-au', '/?draft=1'))}`);
      await frame.getByRole('complementary', { name: 'Preview' }).waitFor();

      // Exit preview opens the published page in a tab of its own (the panel frames previews only): the
      // draft-only article is not there.
      await page.goto(`${studio}/?src=${encodeURIComponent(`${site}${draftPath}?draft=1`)}`);
      const tab = page.waitForEvent('popup');
      await frame.getByRole('link', { name: 'Exit preview' }).click();
      const published = await tab;
      await published.waitForLoadState();
      expect(published.url()).toBe(`${site}${draftPath}`);
      await expect(published.locator('body').textContent()).resolves.toContain('Page not found');
      await published.close();
    });
  }

  it('the same studio framing a public page or a static file is refused', async () => {
    for (const address of [`${site}/about`, `${site}/research/about-the-research.html`]) {
      const { page, errors } = await open(desktop);
      const refused = page.waitForEvent('console', (m) => /frame-ancestors 'self'/.test(m.text()));
      await page.goto(`${studio}/?src=${encodeURIComponent(address)}`);
      await refused;
      // Chromium: "Framing '<address>' violates … "frame-ancestors 'self'". The request has been blocked."
      expect(errors.join('\n'), address).toMatch(/Framing .* violates .*frame-ancestors 'self'.* blocked/);
      const framed = page.frames().find((f) => f !== page.mainFrame());
      expect(
        await framed
          ?.locator('body')
          .textContent()
          .catch(() => ''),
      ).not.toMatch(/About|research/i);
    }
  });
});
