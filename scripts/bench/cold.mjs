// `npx node scripts/bench/cold.mjs`: the cold page's CMS round trips alone (round-trips.mjs), without the rest of
// `npm run bench`. Builds the worker, runs it in workerd against the stand-ins as bench.mjs does, and prints
// per page type the cold and warm times to the first byte with the content stand-in BENCH_CMS_DELAY ms (150)
// late, the CMS calls and the rounds; writes reports/round-trips.json. Exits 1 when a page type waits for more
// than two round trips one after another.
//   BENCH_PAGES=article,home (default: every page type), BENCH_PORT, BENCH_SERVICES_OFFSET as bench.mjs;
//   BENCH_COLD_REPEATS (3) cold requests of each kind per page type; BENCH_BUILD=0 runs the worker as last built.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { devVar } from '../lib/dev-vars.mjs';
import { upstreamUrls } from '../lib/upstreams.mjs';
import { root } from '../lib/wrangler.mjs';
import { startServices } from '../services/index.mjs';

import { host, pageTypes } from './pages.mjs';
import { previewCookie } from './preview-cookie.mjs';
import { purgeAll } from './purge.mjs';
import { coldRoundTrips, roundTripTable } from './round-trips.mjs';
import { startSiteWorker } from './workerd.mjs';

const port = Number(process.env.BENCH_PORT ?? 8795);
const servicesOffset = Number(process.env.BENCH_SERVICES_OFFSET ?? 300);
const delayMs = Number(process.env.BENCH_CMS_DELAY ?? 150);
const repeats = Number(process.env.BENCH_COLD_REPEATS ?? 3);
const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const pages = Object.fromEntries(Object.entries(pageTypes).filter(([type]) => !only || only.includes(type)));
const siteHost = `${host}:${port}`;

if (process.env.BENCH_BUILD !== '0') {
  console.log('Building the worker…');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
}
const services = await startServices({ portOffset: servicesOffset, log: () => {} });
let worker;
let failed;
try {
  worker = await startSiteWorker({ port, upstreams: upstreamUrls(servicesOffset) });
  const token = await devVar('ADMIN_PURGE_TOKEN');
  const purge = () => purgeAll(port, siteHost, token);
  const results = await coldRoundTrips({
    port,
    host: siteHost,
    pages,
    contentUrl: services.services.find((s) => s.name === 'content').url,
    purge,
    renderHeaders: { cookie: previewCookie(await devVar('PREVIEW_SIGNING_SECRET')) },
    delayMs,
    repeats,
  });
  console.log(`\n${roundTripTable(results, { delayMs, repeats })}`);
  await mkdir(path.join(root, 'reports'), { recursive: true });
  const report = { date: new Date().toISOString(), delayMs, repeats, pages: results };
  await writeFile(path.join(root, 'reports/round-trips.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWrote reports/round-trips.json');
  failed = Object.values(results).some((r) => !r.withinBudget);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await worker?.stop();
  await services.stop();
}
process.exit(failed ? 1 : 0);
