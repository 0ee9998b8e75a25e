// axe-core (WCAG 2.1 A and AA, as tests/e2e/axe.ts) on one page at phone and desktop widths, in Chromium
// driven by playwright-core.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { chromium } from 'playwright-core';

import { chromiumPath } from './lighthouse.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const viewports = { phone: { width: 375, height: 740 }, desktop: { width: 1280, height: 800 } };

export function launchBrowser() {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
    ],
  });
}

/**
 * The axe violations of `url` at `viewport` (with the `name=value` `cookie` when given): rule, impact, help and
 * the elements. The page's CSP is bypassed only so that axe itself can be added.
 */
export async function axeViolations(browser, url, viewport, cookie) {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  try {
    if (cookie) {
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, url }]);
    }
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.addScriptTag({ content: axeSource });
    return await page.evaluate(async () => {
      const results = await globalThis.axe.run(globalThis.document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    });
  } finally {
    await context.close();
  }
}
