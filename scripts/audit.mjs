// `npm run audit`: starts the real site and runs Lighthouse (mobile and desktop) and axe (phone and
// desktop widths) on each page type in Chromium, offline; prints the scores and violations and writes the
// reports under reports/audit/. Scores are for reading: it fails only when something crashes.
// Run as root where `unshare` works, it re-runs itself in a network namespace with only loopback.
// Lighthouse mobile runs AUDIT_RUNS (3) times a page and reports the run with the median performance score
// (the score moves by a few points between runs on a busy machine); desktop runs once.
//   AUDIT_PORT (8795) and AUDIT_SERVICES_OFFSET (300) move the site.
import { spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { axeViolations, launchBrowser, viewports } from './bench/axe.mjs';
import { categories, launchChromium, runLighthouseMedian } from './bench/lighthouse.mjs';
import { host, pageTypes } from './bench/pages.mjs';
import { formatTable } from './bench/table.mjs';
import { startSite } from './lib/site.mjs';
import { root } from './lib/wrangler.mjs';

/**
 * The pages audited: each page type on the default site, and the employer home signed in (spec §3: the account
 * header fills in after the page has loaded, in reserved space: its CLS must stay 0). Any token is a session of
 * the identity stand-in.
 */
const auditedPages = [
  ...Object.entries(pageTypes).map(([type, pagePath]) => ({ type, host, pagePath })),
  { type: 'employer-signed-in', host: 'employer-au.localhost', pagePath: '/', cookie: 'Authorization=t0ken' },
];

function rerunOffline() {
  if (process.env.AUDIT_NETWORK === 'isolated' || process.getuid?.() !== 0) return false;
  if (spawnSync('unshare', ['-n', 'true'], { stdio: 'ignore' }).status !== 0) return false;
  const script = fileURLToPath(import.meta.url);
  const { status } = spawnSync(
    'unshare',
    ['-n', 'sh', '-c', 'ip link set lo up && exec "$0" "$@"', process.execPath, script],
    { stdio: 'inherit', env: { ...process.env, AUDIT_NETWORK: 'isolated' } },
  );
  process.exit(status ?? 1);
}

const runsOf = { mobile: Number(process.env.AUDIT_RUNS ?? 3), desktop: 1 };

async function audit() {
  const port = Number(process.env.AUDIT_PORT ?? 8795);
  const servicesOffset = Number(process.env.AUDIT_SERVICES_OFFSET ?? 300);
  const outDir = path.join(root, 'reports/audit');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const network = process.env.AUDIT_NETWORK === 'isolated' ? 'loopback only' : 'the machine’s network';
  console.log(`Starting the site on 127.0.0.1:${port} (stand-ins +${servicesOffset}; ${network})…`);
  const site = await startSite({
    port,
    servicesOffset,
    persistTo: path.join(root, `.wrangler/audit-state-${port}`),
  });
  const chrome = await launchChromium();
  const browser = await launchBrowser();
  const rows = [];
  const summary = [];
  try {
    for (const { type, host, pagePath, cookie } of auditedPages) {
      const url = `http://${host}:${port}${pagePath}`;
      const status = (
        await fetch(`http://127.0.0.1:${port}${pagePath}`, { headers: { host: `${host}:${port}` } })
      ).status;
      if (status !== 200) {
        rows.push([type, ...Array(5).fill('n/a'), `(${status})`]);
        summary.push({ type, url, status });
        continue;
      }
      console.log(`  ${type} ${url}`);
      const entry = { type, url, status, lighthouse: {}, axe: {} };
      for (const formFactor of ['mobile', 'desktop']) {
        const result = await runLighthouseMedian(chrome, url, formFactor, cookie, runsOf[formFactor]);
        await writeFile(path.join(outDir, `${type}-${formFactor}.lighthouse.html`), result.html);
        await writeFile(path.join(outDir, `${type}-${formFactor}.lighthouse.json`), result.json);
        entry.lighthouse[formFactor] = {
          scores: result.scores,
          cls: result.cls,
          runtimeError: result.runtimeError,
          performanceRuns: result.performanceRuns,
        };
      }
      for (const [width, viewport] of Object.entries(viewports)) {
        entry.axe[width] = await axeViolations(browser, url, viewport, cookie);
      }
      await writeFile(path.join(outDir, `${type}.axe.json`), `${JSON.stringify(entry.axe, null, 2)}\n`);
      const scores = (formFactor) => {
        const { scores: median, performanceRuns } = entry.lighthouse[formFactor];
        const all = categories.map((id) => median[id] ?? '-').join('/');
        return performanceRuns.length > 1 ? `${all} (${performanceRuns.join(', ')})` : all;
      };
      rows.push([
        type,
        scores('mobile'),
        scores('desktop'),
        ['mobile', 'desktop'].map((f) => entry.lighthouse[f].cls?.toFixed(3) ?? '-').join('/'),
        entry.axe.phone.length,
        entry.axe.desktop.length,
        [...new Set([...entry.axe.phone, ...entry.axe.desktop].map((v) => v.id))].join(' ') || '-',
      ]);
      summary.push(entry);
    }
  } finally {
    await browser.close();
    chrome.kill();
    await site.stop();
  }
  await writeFile(path.join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  const header = [
    'page',
    'Lighthouse mobile',
    'Lighthouse desktop',
    'CLS mobile/desktop',
    'axe phone',
    'axe desktop',
    'axe rules violated',
  ];
  console.log(`\n${formatTable(header, rows)}`);
  console.log(
    `\nLighthouse: ${categories.join('/')} (0–100), mobile: the run with the median performance score of ` +
      `${runsOf.mobile} (every run's in brackets). Reports in reports/audit/.`,
  );
  for (const entry of summary) {
    for (const [width, violations] of Object.entries(entry.axe ?? {})) {
      for (const v of violations)
        console.log(
          `  ${entry.type} (${width}): ${v.id} [${v.impact}] ${v.help} — ${v.targets.slice(0, 3).join(', ')}`,
        );
    }
  }
}

rerunOffline();
await audit().catch((error) => {
  console.error(error);
  process.exit(1);
});
process.exit(0);
