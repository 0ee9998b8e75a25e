// `npm run bench`: measures the built worker in the production runtime (workerd through Miniflare directly: no
// wrangler proxy, no local observability; scripts/bench/workerd.mjs) against the local stand-ins. For each page
// type: requests per second, p50/p99 latency and the worker process's CPU ms per request answered from the page
// cache, rendered with the data cache warm, and rendered with it cold; beside them, in the same run, the
// baselines: a trivial worker in the same runtime answering the same bytes from memory and from one KV get, and
// a Node static server with the same bytes, with ratios to them. Then the KV reads and upstream calls each of
// those requests makes and the render time of the page's React tree (both in Node, scripts/bench/render.mjs),
// the page's JavaScript, the islands and the worker bundle; and, for reference, the article under `wrangler dev`
// as `npm start` runs it; and the cold pages with the content stand-in BENCH_CMS_DELAY ms (150) away: each page
// type's time to the first byte with every cache emptied and the CMS round trips it waited for one after another
// (scripts/bench/round-trips.mjs). Then what one warm isolate cannot show (scripts/bench/isolate-rows.mjs), each the
// median of BENCH_RUNS runs (3) with the spread: a page-cache hit read from KV (not hot in the isolate), a render
// by a new isolate (nothing kept), and a cold render's storage operations (the worst page type's named). Prints
// the tables and writes reports/bench.json and reports/bench.md.
//   BENCH_PORT (8795; +1 to +3 for the baselines), BENCH_SERVICES_OFFSET (300), BENCH_SECONDS (2),
//   BENCH_CONNECTIONS (8), BENCH_RUNS (3) adjust it; BENCH_PAGES=article,home measures only those page types;
//   BENCH_WRANGLER=0 skips the wrangler dev rows, BENCH_WRANGLER=observability adds one with it on;
//   BENCH_ASSET_ROUTER=1 puts the site's worker and the trivial worker behind the static-assets router.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { islandSizes, pageJavaScript, workerBundle } from './bench/bundle.mjs';
import { workerdChildren } from './bench/cpu.mjs';
import { coldOperationRuns, firstVisitRuns, isolateTable, kvHitRuns } from './bench/isolate-rows.mjs';
import { fetchOnce, measure } from './bench/load.mjs';
import { host, pageTypes } from './bench/pages.mjs';
import { previewCookie } from './bench/preview-cookie.mjs';
import { purgeAll } from './bench/purge.mjs';
import { nodeSite, renderTimes } from './bench/render.mjs';
import { islandTable, pageTable, runtimeTable, wranglerTable } from './bench/report.mjs';
import { requestCounts } from './bench/request-counts.mjs';
import { coldRoundTrips, roundTripTable } from './bench/round-trips.mjs';
import { startStaticServer } from './bench/static-baseline.mjs';
import { replayedHeaders, startSiteWorker, startTrivialWorker, withAssetRouter } from './bench/workerd.mjs';
import { miniflareVersion } from './lib/miniflare.mjs';
import { startSite } from './lib/site.mjs';
import { upstreamUrls } from './lib/upstreams.mjs';
import { root } from './lib/wrangler.mjs';
import { startServices } from './services/index.mjs';

const port = Number(process.env.BENCH_PORT ?? 8795);
const servicesOffset = Number(process.env.BENCH_SERVICES_OFFSET ?? 300);
const durationMs = Number(process.env.BENCH_SECONDS ?? 2) * 1000;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
// The wrangler dev reference rows: as `npm start` runs it; BENCH_WRANGLER=observability adds a run with
// wrangler's local observability on; 0 skips them.
const wranglerRuns = { 0: [], observability: [false, true] }[process.env.BENCH_WRANGLER ?? ''] ?? [false];
// BENCH_PAGES=article,home measures only those page types (scripts/bench/pages.mjs).
const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const pages = Object.entries(pageTypes).filter(([type]) => !only || only.includes(type));
const coldRequests = 10;
const cmsDelayMs = Number(process.env.BENCH_CMS_DELAY ?? 150);
const runs = Math.max(3, Number(process.env.BENCH_RUNS ?? 3));
const warmup = connections * 5; // untimed requests before each run under load
const siteHost = `${host}:${port}`;

async function devVar(name) {
  const vars = await readFile(path.join(root, '.dev.vars'), 'utf8').catch(() =>
    readFile(path.join(root, '.dev.vars.example'), 'utf8'),
  );
  return new RegExp(`^${name}=(.*)$`, 'm').exec(vars)?.[1]?.trim() ?? '';
}

// A valid preview cookie makes the page cache step aside (x-page-cache: bypass): every request renders the
// published page (no `draft`), without the page cache's read and background store of a reader's miss (which,
// with Miniflare's KV inside the workerd process, would add a KV write per entry the page shows to its CPU).
// request-counts.mjs and profile-render.mjs count and time a reader's miss instead.
let renderEveryTime = {};

function expectMostly(result, field, allowed, label) {
  const total = result.requests;
  const matching = allowed.reduce((n, value) => n + (result[field][value] ?? 0), 0);
  if (matching < total * 0.9) {
    throw new Error(`${label}: expected ${field} ${allowed.join('|')}, got ${JSON.stringify(result[field])}`);
  }
}

/** The page cache hit, warm and cold renders of one page in the workerd process `pid`; `html` as served. */
async function benchPage(type, pagePath, { token, pid }) {
  const first = await fetchOnce(port, siteHost, pagePath);
  if (first.status !== 200) return { type, path: pagePath, status: first.status };
  const run = (options) =>
    measure({
      port,
      host: siteHost,
      path: pagePath,
      connections,
      durationMs,
      cpuPids: [pid],
      warmup,
      ...options,
    });
  // Search results are never stored (one entry per term): they have no page-cache figures.
  const cacheable = first.headers['x-page-cache'] !== 'bypass';
  let pageCache = null;
  let html = first.text;
  let headers = replayedHeaders(first.headers);
  if (cacheable) {
    const stored = await fetchOnce(port, siteHost, pagePath); // stored by now: the page cache answers
    html = stored.text;
    headers = replayedHeaders(stored.headers);
    pageCache = await run({});
    expectMostly(pageCache, 'pageCache', ['hit', 'stale'], `${type} page cache`);
  }
  const warm = await run({ headers: renderEveryTime });
  expectMostly(warm, 'pageCache', ['bypass'], `${type} render`);
  expectMostly(warm, 'contentCache', ['hit', 'stale'], `${type} render, data warm`);
  const cold = await run({
    headers: renderEveryTime,
    connections: 1,
    maxRequests: coldRequests,
    durationMs: 120_000,
    warmup: 0,
    before: () => purgeAll(port, siteHost, token),
  });
  expectMostly(cold, 'contentCache', ['miss'], `${type} render, data cold`);
  return {
    type,
    path: pagePath,
    status: 200,
    html,
    headers,
    htmlBytes: Buffer.byteLength(html),
    pageCache,
    renderWarm: warm,
    renderCold: cold,
    javascript: await pageJavaScript(html),
  };
}

/** The same pages' bytes from the trivial worker (memory, one KV get) and the Node static server. */
async function benchBaselines(pages) {
  const html = Object.fromEntries(pages.map((p) => [p.type, p.html]));
  const headers = Object.fromEntries(pages.map((p) => [p.type, p.headers]));
  const trivial = await startTrivialWorker({ port: port + 1, pages: html, headers });
  const node = await startStaticServer({ port: port + 2, pages: html });
  // What Miniflare's static-assets router adds in the same process (Cloudflare runs it before the Worker).
  const routed = withAssetRouter
    ? null
    : await startTrivialWorker({ port: port + 3, pages: html, headers, assetRouter: true });
  const baselines = {};
  try {
    for (const { type } of pages) {
      process.stdout.write(`  baselines, ${type}…\n`);
      const run = (at, url) =>
        measure({
          port: at.port,
          host: '127.0.0.1',
          path: url,
          connections,
          durationMs,
          cpuPids: [at.pid],
          warmup,
        });
      baselines[type] = {
        memory: await run(trivial, `/memory/${type}`),
        kv: await run(trivial, `/kv/${type}`),
        node: await run(node, `/${type}`),
        ...(routed ? { routedMemory: await run(routed, `/memory/${type}`) } : {}),
      };
    }
  } finally {
    await trivial.stop();
    await node.stop();
    await routed?.stop();
  }
  return baselines;
}

/** The article under `wrangler dev` as `npm start` runs it (and with wrangler's local observability on). */
async function benchWrangler() {
  const rows = [];
  const article = pageTypes.article;
  for (const observability of wranglerRuns) {
    process.stdout.write(`  wrangler dev, local observability ${observability ? 'on' : 'off'}…\n`);
    const persistTo = path.join(root, `.wrangler/bench-state-${port}`);
    await rm(persistTo, { recursive: true, force: true });
    const site = await startSite({ port, servicesOffset, persistTo, observability });
    try {
      const pids = await workerdChildren();
      const run = (headers) =>
        measure({
          port,
          host: siteHost,
          path: article,
          connections,
          durationMs,
          cpuPids: pids,
          headers,
          warmup,
        });
      await fetchOnce(port, siteHost, article);
      await fetchOnce(port, siteHost, article);
      const pageCache = await run({});
      expectMostly(pageCache, 'pageCache', ['hit', 'stale'], 'wrangler dev page cache');
      await fetchOnce(port, siteHost, article, renderEveryTime);
      const renderWarm = await run(renderEveryTime);
      expectMostly(renderWarm, 'pageCache', ['bypass'], 'wrangler dev render');
      rows.push({ observability, processes: pids.length, pageCache, renderWarm });
    } finally {
      await site.stop();
    }
  }
  return rows;
}

console.log('Building the worker…');
execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
console.log(`Starting the worker in workerd on 127.0.0.1:${port} (stand-ins +${servicesOffset})…`);
const services = await startServices({ portOffset: servicesOffset, log: () => {} });
let servicesStopped;
const stopServices = () => (servicesStopped ??= services.stop());
let failed = false;
try {
  const token = await devVar('ADMIN_PURGE_TOKEN');
  renderEveryTime = { cookie: previewCookie(await devVar('PREVIEW_SIGNING_SECRET')) };
  const worker = await startSiteWorker({ port, upstreams: upstreamUrls(servicesOffset) });
  const results = [];
  let roundTrips;
  let isolates;
  const log = (line) => process.stdout.write(`${line}\n`);
  try {
    for (const [type, pagePath] of pages) {
      process.stdout.write(`  ${type} ${pagePath}…\n`);
      results.push(await benchPage(type, pagePath, { token, pid: worker.pid }));
    }
    process.stdout.write(`  cold pages, the CMS ${cmsDelayMs} ms away…\n`);
    roundTrips = await coldRoundTrips({
      port,
      host: siteHost,
      pages: Object.fromEntries(pages),
      contentUrl: services.services.find((s) => s.name === 'content').url,
      purge: () => purgeAll(port, siteHost, token),
      renderHeaders: renderEveryTime,
      delayMs: cmsDelayMs,
    });
    const cacheable = pages.filter(([type]) => results.find((r) => r.type === type)?.pageCache);
    const kvHits = await kvHitRuns({
      port,
      host: siteHost,
      pages: cacheable,
      pid: worker.pid,
      token,
      runs,
      log,
    });
    isolates = { runs, kvHits };
  } finally {
    await worker.stop();
  }
  const upstreams = upstreamUrls(servicesOffset);
  const rendered = pages.filter(([type]) => results.find((r) => r.type === type)?.status === 200);
  isolates.firstVisits = await firstVisitRuns({
    port,
    host: siteHost,
    pages: rendered,
    upstreams,
    token,
    renderHeaders: renderEveryTime,
    runs,
    log,
  });
  isolates.coldOperations = await coldOperationRuns({ host, pages: rendered, upstreams, runs, log });
  const served = results.filter((r) => r.status === 200);
  const baselines = await benchBaselines(served);
  process.stdout.write('  render times and request counts (Node)…\n');
  const available = Object.fromEntries(served.map((r) => [r.type, r.path]));
  const node = await nodeSite({ host, servicesOffset });
  const renders = await renderTimes({ site: node, pages: available });
  const counts = await requestCounts({ site: node, pages: available });
  await stopServices(); // wrangler dev's rows start their own
  const wrangler = await benchWrangler();
  const bundle = await workerBundle();
  const islands = await islandSizes();
  const settings = { connections, durationMs, coldRequests, assetRouter: withAssetRouter };
  const tables = [
    runtimeTable(results, baselines, counts, settings),
    pageTable(results, renders, bundle),
    ...(wrangler.length ? [wranglerTable(wrangler, settings)] : []),
    islandTable(results, islands),
    roundTripTable(roundTrips, { delayMs: cmsDelayMs }),
    isolateTable(isolates),
  ];
  for (const t of tables) console.log(`\n${t}`);
  const report = {
    date: new Date().toISOString(),
    runtime: `workerd of wrangler's Miniflare ${miniflareVersion} (as npm start runs it; no wrangler proxy, no local observability)`,
    port,
    ...settings,
    workerBundle: bundle,
    renderMedianMs: renders,
    requestCounts: counts,
    islands,
    pages: results.map(({ html: _html, headers: _headers, ...r }) => ({
      ...r,
      baselines: baselines[r.type] ?? null,
    })),
    wranglerDev: wrangler,
    coldRoundTrips: { cmsDelayMs, pages: roundTrips },
    isolates,
  };
  await mkdir(path.join(root, 'reports'), { recursive: true });
  await writeFile(path.join(root, 'reports/bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  const markdown = tables.map((t) => `\`\`\`\n${t}\n\`\`\``).join('\n\n');
  await writeFile(path.join(root, 'reports/bench.md'), `# npm run bench, ${report.date}\n\n${markdown}\n`);
  console.log('\nWrote reports/bench.json and reports/bench.md');
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await stopServices();
}
process.exit(failed ? 1 : 0);
