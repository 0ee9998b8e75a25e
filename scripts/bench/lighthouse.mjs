// Lighthouse against one page, mobile or desktop, in a Chromium started with chrome-launcher; no network
// is needed (throttling is simulated).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Starts Chromium for Lighthouse; `kill()` it when done. */
export function launchChromium() {
  return chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: flags, logLevel: 'silent' });
}

/**
 * Runs Lighthouse on `url` (with `cookie` on every request when given, e.g. a signed-in session); answers the
 * scores (0–100), the cumulative layout shift, the HTML and JSON reports.
 */
export async function runLighthouse(chrome, url, formFactor, cookie) {
  const options = {
    port: chrome.port,
    output: ['html', 'json'],
    logLevel: 'error',
    onlyCategories: categories,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const result = await lighthouse(url, options, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const [html, json] = result.report;
  const scores = Object.fromEntries(
    categories.map((id) => {
      const score = result.lhr.categories[id]?.score;
      return [id, score == null ? null : Math.round(score * 100)];
    }),
  );
  const cls = result.lhr.audits['cumulative-layout-shift']?.numericValue;
  return { scores, cls, html, json, runtimeError: result.lhr.runtimeError?.message };
}

/**
 * Lighthouse `runs` times on `url`: the run whose performance score is the median (Lighthouse's own advice for a
 * score that varies between runs), with every run's performance score in `performanceRuns`, in order.
 */
export async function runLighthouseMedian(chrome, url, formFactor, cookie, runs) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await runLighthouse(chrome, url, formFactor, cookie));
  const performanceRuns = results.map((r) => r.scores.performance);
  const ranked = [...results].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return { ...ranked[Math.floor((ranked.length - 1) / 2)], performanceRuns };
}
