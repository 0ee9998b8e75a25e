// `node scripts/bench/profile-workerd.mjs [--profile <dir>] [--no-build] [iterations] [type…]`: where a render's
// CPU goes in the production runtime. The built worker runs in workerd through Miniflare directly, as
// `npm run bench` runs it (workerd.mjs), and each page type (pages.mjs) is requested `iterations` times one
// after another as the bench's "render, data warm" row does (a valid preview cookie: the page cache steps
// aside, the published page renders from the warm data cache). Prints per page type the median CPU ms of the
// workerd process per request (/proc, cpu.mjs; background work included) and, with `--profile`, writes
// `<dir>/<type>.workerd.cpuprofile` (V8's sampling profiler over Miniflare's inspector) and its split by
// package and repository folder and by function, mapped through the worker bundle's source map.
//   BENCH_PORT (8795; +10 for the inspector) and BENCH_SERVICES_OFFSET (300) as for the bench.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { upstreamUrls } from '../lib/upstreams.mjs';
import { root } from '../lib/wrangler.mjs';
import { startServices } from '../services/index.mjs';

import { cpuMs } from './cpu.mjs';
import { inspector, profileWhile, summarise, workerSourceMap } from './inspector.mjs';
import { fetchOnce, quantile } from './load.mjs';
import { host, pageTypes } from './pages.mjs';
import { previewCookie } from './preview-cookie.mjs';
import { startSiteWorker } from './workerd.mjs';

const port = Number(process.env.BENCH_PORT ?? 8795);
const inspectorPort = port + 10;
const servicesOffset = Number(process.env.BENCH_SERVICES_OFFSET ?? 300);
const args = process.argv.slice(2);
let profileDir = null;
let build = true;
for (;;) {
  if (args[0] === '--profile') profileDir = args.splice(0, 2)[1];
  else if (args[0] === '--no-build') build = !args.splice(0, 1);
  else break;
}
const [iterationsArg, ...only] = args;
const iterations = Number(iterationsArg ?? 100);
const siteHost = `${host}:${port}`;

if (build)
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
const services = await startServices({ portOffset: servicesOffset, log: () => {} });
const vars = await readFile(path.join(root, '.dev.vars'), 'utf8').catch(() =>
  readFile(path.join(root, '.dev.vars.example'), 'utf8'),
);
const secret = /^PREVIEW_SIGNING_SECRET=(.*)$/m.exec(vars)?.[1]?.trim() ?? '';
const headers = { cookie: previewCookie(secret) };
const worker = await startSiteWorker({
  port,
  upstreams: upstreamUrls(servicesOffset),
  inspectorPort: profileDir ? inspectorPort : undefined,
});
try {
  const map = profileDir ? await workerSourceMap() : null;
  const session = profileDir ? await inspector(inspectorPort, 'insights-site') : null;
  if (profileDir) await mkdir(profileDir, { recursive: true });
  const chosen = only.length > 0 ? only.map((t) => [t, pageTypes[t] ?? t]) : Object.entries(pageTypes);
  const rows = [];
  for (const [type, pagePath] of chosen) {
    for (let i = 0; i < 20; i += 1) await fetchOnce(port, siteHost, pagePath, headers); // data and code warm
    await sleep(200);
    const cpu = [];
    let status = 0;
    const requests = async () => {
      for (let i = 0; i < iterations; i += 1) {
        const c0 = await cpuMs(worker.pid);
        const res = await fetchOnce(port, siteHost, pagePath, headers);
        await sleep(5); // its background work
        cpu.push((await cpuMs(worker.pid)) - c0);
        status = res.status;
      }
    };
    if (session) {
      const profile = await profileWhile(session, requests);
      const file = path.join(profileDir, `${type.replace(/\W+/g, '_')}.workerd.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      console.log(`\n${type}: ${file}\n${summarise(profile, map)}`);
    } else await requests();
    const sorted = cpu.sort((a, b) => a - b);
    rows.push({
      type,
      status,
      cpuMs: quantile(sorted, 0.5).toFixed(2),
      p10: quantile(sorted, 0.1).toFixed(2),
      p90: quantile(sorted, 0.9).toFixed(2),
    });
  }
  console.table(rows);
  session?.close();
} finally {
  await worker.stop();
  await services.stop();
}
