import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
const axeSource = readFileSync('/work/main/node_modules/axe-core/axe.min.js', 'utf8');
const base = ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
const args = [...(process.env.NODEVSHM ? [] : ['--disable-dev-shm-usage']), ...base, ...(process.env.EXTRA ? process.env.EXTRA.split(' ') : [])];
const paths = ['/', '/career-advice', '/careers', '/careers/life-at-seek', '/graduate-program', '/career-advice/article/salary-negotiation', '/career-advice/article/how-to-write-a-resume', '/author/jordan-ellis', '/careers/life-at-seek/category/our-teams', '/career-advice/career-development'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const t0 = Date.now();
for (let round = 0; round < 2; round++) for (const p of paths) {
  const context = process.env.SHARED ? (globalThis.shared ??= await browser.newContext({ viewport: { width: 1280, height: 800 } })) : await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: !process.env.NOJS });
  const page = await context.newPage();
  await page.goto('http://candidate-au.localhost:8890' + p);
  await page.waitForLoadState('load');
  if (process.env.AXE) { await page.evaluate(axeSource); await page.evaluate(async (rt) => (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a','wcag2aa','wcag21a','wcag21aa'] }, ...(rt ? { resultTypes: ['violations'] } : {}) })).violations.length, !!process.env.RT); }
  if (process.env.SHARED) await page.close(); else await context.close();
}
console.log('wall', Date.now() - t0, 'ms');
await browser.close();
