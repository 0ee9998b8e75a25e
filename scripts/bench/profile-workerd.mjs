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

import { SourceMapConsumer } from 'source-map-js';
import WebSocket from 'ws';

import { upstreamUrls } from '../lib/upstreams.mjs';
import { root } from '../lib/wrangler.mjs';
import { startServices } from '../services/index.mjs';

import { cpuMs } from './cpu.mjs';
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
const intervalUs = 100;

/** A Chrome DevTools protocol session with the worker's isolate (Miniflare's inspector proxy). */
async function inspector(workerName) {
  const ws = new WebSocket(`ws://127.0.0.1:${inspectorPort}/core:user:${workerName}`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let next = 0;
  const waiting = new Map();
  ws.on('message', (data) => {
    const message = JSON.parse(String(data));
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.error) pending.reject(new Error(message.error.message));
    else pending.resolve(message.result);
  });
  return {
    post: (method, params = {}) =>
      new Promise((resolve, reject) => {
        next += 1;
        waiting.set(next, { resolve, reject });
        ws.send(JSON.stringify({ id: next, method, params }));
      }),
    close: () => ws.close(),
  };
}

/** Self time of a profile by package / repository folder and by function, through the bundle's source map. */
function summarise(profile, map, top = 30) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  // A sample's time delta also holds any time the isolate sat idle before it (workerd records no idle samples
  // between requests), which would charge the first function of each request with the gap: each sample counts
  // as at most the sampling interval.
  const selfUs = new Map();
  profile.samples.forEach((id, i) =>
    selfUs.set(id, (selfUs.get(id) ?? 0) + Math.min(profile.timeDeltas[i] ?? 0, intervalUs)),
  );
  const byGroup = new Map();
  const byFunction = new Map();
  let total = 0;
  for (const [id, us] of selfUs) {
    const { callFrame } = nodes.get(id);
    let where;
    let name = callFrame.functionName || '(anonymous)';
    if (callFrame.url === '') where = `(${callFrame.functionName || 'native'})`;
    else {
      const original = map.originalPositionFor({
        line: callFrame.lineNumber + 1,
        column: callFrame.columnNumber,
      });
      const source = (original.source ?? callFrame.url).replace(/^(\.\.\/)+/, '');
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      where = pkg ? pkg[1] : source.split('/').slice(0, 2).join('/');
      name = `${original.name ?? name} ${source}:${original.line ?? '?'}`;
    }
    if (where === '(idle)' || where === '(program)') continue;
    total += us;
    byGroup.set(where, (byGroup.get(where) ?? 0) + us);
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  const pct = (us) => `${((100 * us) / total).toFixed(1)}%`;
  const lines = [`busy CPU ${(total / 1000).toFixed(0)} ms`];
  for (const [where, us] of [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`${pct(us).padStart(7)} ${where}`);
  lines.push('', 'top functions (self)');
  for (const [fn, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`${pct(us).padStart(7)} ${fn}`);
  return lines.join('\n');
}

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
  const map = profileDir
    ? new SourceMapConsumer(JSON.parse(await readFile(path.join(root, 'dist/worker/index.js.map'), 'utf8')))
    : null;
  const session = profileDir ? await inspector('insights-site') : null;
  if (session) {
    await mkdir(profileDir, { recursive: true });
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: intervalUs });
  }
  const chosen = only.length > 0 ? only.map((t) => [t, pageTypes[t] ?? t]) : Object.entries(pageTypes);
  const rows = [];
  for (const [type, pagePath] of chosen) {
    for (let i = 0; i < 20; i += 1) await fetchOnce(port, siteHost, pagePath, headers); // data and code warm
    await sleep(200);
    if (session) await session.post('Profiler.start');
    const cpu = [];
    let status = 0;
    for (let i = 0; i < iterations; i += 1) {
      const c0 = await cpuMs(worker.pid);
      const res = await fetchOnce(port, siteHost, pagePath, headers);
      await sleep(5); // its background work
      cpu.push((await cpuMs(worker.pid)) - c0);
      status = res.status;
    }
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      const file = path.join(profileDir, `${type.replace(/\W+/g, '_')}.workerd.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      console.log(`\n${type}: ${file}\n${summarise(profile, map)}`);
    }
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
