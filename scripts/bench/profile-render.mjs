// `node scripts/bench/profile-render.mjs [--profile <dir>] [--preview] [iterations] [type…]`: renders each
// page type (pages.mjs) `iterations` times through the whole worker app in Node, as render.mjs does (local
// stand-ins, KV in memory): a reader's request with the stored page deleted before it, so it misses the page
// cache and renders the public page with warm data, as `npm run bench`'s "render, data warm" row does
// (`--preview`: with a valid preview cookie instead, which makes the page cache step aside), and prints per
// page type the median wall and CPU ms of a request and its KV reads (the page cache's and the data's,
// background work included). With `--profile`,
// the measured requests of each page type are profiled (V8's sampling profiler, without the build and warm-up)
// into <dir>/<type>.cpuprofile; `node scripts/bench/profile-summary.mjs <profile>` splits that time by package.
//   The bundle is not minified and keeps esbuild's module comments, which the summary uses.
import { writeFile, mkdir } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

import { exampleDevVars } from '../lib/dev-vars.mjs';
import { nodeRequire } from '../lib/node-require.mjs';
import { upstreamUrls } from '../lib/upstreams.mjs';
import { workerResolution } from '../lib/worker-resolution.mjs';
import { root } from '../lib/wrangler.mjs';
import { datasetEntries } from '../seed.mjs';
import { startServices } from '../services/index.mjs';

import { quantile } from './load.mjs';
import { MemoryD1 } from './memory-d1.mjs';
import { MemoryKv } from './memory-kv.mjs';
import { host, pageTypes } from './pages.mjs';
import { previewCookie } from './preview-cookie.mjs';
import { dropPages } from './render.mjs';

const outfile = path.join(root, '.wrangler/bench/profile-app.mjs');
const servicesOffset = Number(process.env.BENCH_SERVICES_OFFSET ?? 300);
const args = process.argv.slice(2);
const profileDir = args[0] === '--profile' ? args.splice(0, 2)[1] : null;
const preview = args[0] === '--preview' ? Boolean(args.splice(0, 1)) : false;
const [iterationsArg, ...only] = args;
const iterations = Number(iterationsArg ?? 200);

const reads = (kv) => (kv.counts.get ?? 0) + (kv.counts.getWithMetadata ?? 0);

await build({
  absWorkingDir: root,
  entryPoints: ['worker/app.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: ['node22'],
  ...workerResolution,
  outfile,
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [nodeRequire, vanillaExtractPlugin({ identifiers: 'short' })],
  logLevel: 'error',
});
const { createApp } = await import(outfile);
let session = null;
if (profileDir) {
  await mkdir(profileDir, { recursive: true });
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
}
const services = await startServices({ portOffset: servicesOffset });
try {
  const app = createApp();
  const datasets = new MemoryKv();
  for (const { key, value } of await datasetEntries()) await datasets.put(key, value);
  const cache = new MemoryKv();
  const env = {
    ENVIRONMENT: 'development',
    DEFAULT_HOST: host,
    ...(await exampleDevVars()),
    ...upstreamUrls(servicesOffset),
    CONTENT_CACHE: cache,
    CACHE_INDEX: new MemoryD1(),
    DATASETS: datasets,
  };
  const pending = [];
  const ctx = {
    waitUntil: (p) => pending.push(p.catch(() => undefined)),
    passThroughOnException() {},
    props: {},
  };
  const headers = preview ? { cookie: previewCookie(env.PREVIEW_SIGNING_SECRET) } : {};
  // A reader's request misses the page cache (not timed: the stored page is deleted before it).
  const missPage = () => (preview ? undefined : dropPages(cache));
  const request = async (url) => {
    const res = await app.request(url, { headers }, env, ctx);
    await res.text();
    await Promise.all(pending.splice(0));
    return res;
  };
  const rows = [];
  // A type may also be a path of the default site (e.g. `/about?nativeEmbed=true`).
  const chosen = only.length > 0 ? only.map((t) => [t, pageTypes[t] ?? t]) : Object.entries(pageTypes);
  for (const [type, pagePath] of chosen) {
    const url = `http://${host}${pagePath}`;
    for (let i = 0; i < 5; i += 1) {
      await missPage();
      await request(url); // data warm, code warm
    }
    const wall = [];
    const cpu = [];
    const gets0 = reads(cache) + reads(datasets);
    let status = 0;
    if (session) await session.post('Profiler.start');
    for (let i = 0; i < iterations; i += 1) {
      await missPage();
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      status = (await request(url)).status;
      const c1 = process.cpuUsage(c0);
      wall.push(performance.now() - t0);
      cpu.push((c1.user + c1.system) / 1000);
    }
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(
        path.join(profileDir, `${type.replace(/\W+/g, '_')}.cpuprofile`),
        JSON.stringify(profile),
      );
    }
    const med = (xs) =>
      quantile(
        [...xs].sort((a, b) => a - b),
        0.5,
      ).toFixed(2);
    rows.push({
      type,
      status,
      wallMs: med(wall),
      cpuMs: med(cpu),
      kvReads: ((reads(cache) + reads(datasets) - gets0) / iterations).toFixed(1),
    });
  }
  console.table(rows);
} finally {
  await services.stop();
}
