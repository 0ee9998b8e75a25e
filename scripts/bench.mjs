// `npm run bench`: starts the real site (wrangler dev and the local stand-ins) on its own ports and
// measures, for each page type: requests per second and p50/p99 latency answered from the page cache, rendered
// with the data cache warm, rendered with it cold, and the built static file closest in size served by the
// same worker (the floor); the server render time of the page's React tree; its JavaScript (gzip, eager and
// deferred) and the size of each of its islands; every island's size; and the worker bundle. Prints the tables
// and writes reports/bench.json.
//   BENCH_PORT (8795), BENCH_SERVICES_OFFSET (300), BENCH_SECONDS (3) and BENCH_CONNECTIONS (8) adjust it.
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { islandSizes, pageJavaScript, workerBundle } from './bench/bundle.mjs';
import { fetchOnce, measure } from './bench/load.mjs';
import { host, pageTypes } from './bench/pages.mjs';
import { previewCookie } from './bench/preview-cookie.mjs';
import { renderTimes } from './bench/render.mjs';
import { fixed, formatTable, kb } from './bench/table.mjs';
import { startSite } from './lib/site.mjs';
import { root } from './lib/wrangler.mjs';

const port = Number(process.env.BENCH_PORT ?? 8795);
const servicesOffset = Number(process.env.BENCH_SERVICES_OFFSET ?? 300);
const durationMs = Number(process.env.BENCH_SECONDS ?? 3) * 1000;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const coldRequests = 15;
const siteHost = `${host}:${port}`;
const publicDir = path.join(root, 'dist/public');
async function devVar(name) {
  const vars = await readFile(path.join(root, '.dev.vars'), 'utf8');
  return new RegExp(`^${name}=(.*)$`, 'm').exec(vars)?.[1]?.trim() ?? '';
}

const adminToken = () => devVar('ADMIN_PURGE_TOKEN');
// A valid preview cookie makes the page cache step aside (x-page-cache: bypass): every request renders.
let renderEveryTime = {};

async function purgeAll(token) {
  const res = await fetch(`http://127.0.0.1:${port}/admin/purge`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', host: siteHost },
    body: JSON.stringify({ all: true }),
  });
  if (!res.ok) throw new Error(`purge answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

/** The file under dist/public closest in size to `bytes`: the floor a page is compared with. */
async function staticTwin(bytes) {
  const files = [];
  async function walk(dir) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (!entry.name.startsWith('_'))
        files.push({
          url: `/${path.relative(publicDir, full).split(path.sep).join('/')}`,
          size: (await stat(full)).size,
        });
    }
  }
  await walk(publicDir);
  files.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  return files[0];
}

function expectMostly(result, field, allowed, label) {
  const total = result.requests;
  const matching = allowed.reduce((n, value) => n + (result[field][value] ?? 0), 0);
  if (matching < total * 0.9) {
    throw new Error(`${label}: expected ${field} ${allowed.join('|')}, got ${JSON.stringify(result[field])}`);
  }
}

async function benchPage(type, pagePath, token) {
  const first = await fetchOnce(port, siteHost, pagePath);
  if (first.status !== 200) return { type, path: pagePath, status: first.status };
  const run = (options) =>
    measure({ port, host: siteHost, path: pagePath, connections, durationMs, ...options });
  // Search results are never stored (one entry per term): they have no page-cache figures.
  const cacheable = first.headers['x-page-cache'] !== 'bypass';
  let pageCache = null;
  if (cacheable) {
    await fetchOnce(port, siteHost, pagePath); // stored by now: the page cache answers
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
    before: () => purgeAll(token),
  });
  expectMostly(cold, 'contentCache', ['miss'], `${type} render, data cold`);
  const html = (await fetchOnce(port, siteHost, pagePath, renderEveryTime)).text;
  const twin = await staticTwin(Buffer.byteLength(html));
  const floor = await run({ path: twin.url });
  return {
    type,
    path: pagePath,
    status: 200,
    htmlBytes: Buffer.byteLength(html),
    pageCache,
    renderWarm: warm,
    renderCold: cold,
    static: { file: twin.url, bytes: twin.size, ...floor },
    ratio: { pageCache: pageCache && pageCache.rps / floor.rps, renderWarm: warm.rps / floor.rps },
    javascript: await pageJavaScript(html),
  };
}

/** Every island's gzip size, and each page's islands with theirs (the page's JavaScript budget is per island). */
function islandTable(results, sizes) {
  const onPage = (name) =>
    results
      .filter((r) => r.status === 200 && r.javascript.islands.some((i) => i.startsWith(`${name}:`)))
      .map((r) => r.type);
  const rows = Object.entries(sizes).map(([name, size]) => [
    name,
    kb(size.gzip),
    kb(size.beyondReactGzip),
    onPage(name).join(', ') || '-',
  ]);
  return [
    formatTable(['island', 'gz KB', 'beyond React gz KB', 'on the benched pages'], rows),
    '',
    'gz = the island with everything it imports statically; beyond React = without the files made only of',
    'react/react-dom/scheduler. Code an island imports on a click (the PDF renderer and documents) is not counted.',
  ].join('\n');
}

function table(results, renders, bundle) {
  const header = [
    'page',
    'cache rps',
    'p50/p99 ms',
    'warm rps',
    'p50/p99 ms',
    'cold rps',
    'p50/p99 ms',
    'static rps',
    'p50/p99 ms',
    'cache/static',
    'warm/static',
    'SSR ms',
    'HTML KB',
    'JS eager gz KB',
    'JS deferred gz KB',
  ];
  const lat = (r) => `${fixed(r.p50)}/${fixed(r.p99)}`;
  const rows = results.map((r) =>
    r.status !== 200
      ? [r.type, ...Array(header.length - 2).fill('n/a'), `(${r.status})`]
      : [
          r.type,
          r.pageCache ? fixed(r.pageCache.rps, 0) : 'never',
          r.pageCache ? lat(r.pageCache) : 'n/a',
          fixed(r.renderWarm.rps, 0),
          lat(r.renderWarm),
          fixed(r.renderCold.rps, 1),
          lat(r.renderCold),
          fixed(r.static.rps, 0),
          lat(r.static),
          r.pageCache ? fixed(r.ratio.pageCache, 2) : 'n/a',
          fixed(r.ratio.renderWarm, 2),
          fixed(renders[r.type], 2),
          kb(r.htmlBytes),
          kb(r.javascript.eagerGzip),
          kb(r.javascript.deferredGzip),
        ],
  );
  return [
    formatTable(header, rows),
    '',
    `cache = x-page-cache hit; warm/cold = rendered every time (page cache bypassed) with the data cache warm/cold`,
    `(cold: one connection, the whole cache purged before each request); static = the built file closest in size;`,
    `${connections} connections for ${durationMs / 1000} s each; SSR = median render of the page's React tree in Node.`,
    `Worker bundle: ${kb(bundle.raw)} KB raw, ${kb(bundle.gzip)} KB gzip.`,
  ].join('\n');
}

console.log(`Starting the site on 127.0.0.1:${port} (stand-ins +${servicesOffset})…`);
const persistTo = path.join(root, `.wrangler/bench-state-${port}`);
await rm(persistTo, { recursive: true, force: true });
const site = await startSite({ port, servicesOffset, persistTo });
let failed = false;
try {
  const token = await adminToken();
  renderEveryTime = { cookie: previewCookie(await devVar('PREVIEW_SIGNING_SECRET')) };
  const results = [];
  for (const [type, pagePath] of Object.entries(pageTypes)) {
    process.stdout.write(`  ${type} ${pagePath}…\n`);
    results.push(await benchPage(type, pagePath, token));
  }
  process.stdout.write('  server render times…\n');
  const available = Object.fromEntries(results.filter((r) => r.status === 200).map((r) => [r.type, r.path]));
  const renders = await renderTimes({ pages: available, host, servicesOffset });
  const bundle = await workerBundle();
  const islands = await islandSizes();
  console.log(`\n${table(results, renders, bundle)}`);
  console.log(`\n${islandTable(results, islands)}`);
  const report = {
    date: new Date().toISOString(),
    port,
    connections,
    durationMs,
    workerBundle: bundle,
    renderMedianMs: renders,
    islands,
    pages: results,
  };
  await mkdir(path.join(root, 'reports'), { recursive: true });
  await writeFile(path.join(root, 'reports/bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWrote reports/bench.json');
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await site.stop();
}
process.exit(failed ? 1 : 0);
