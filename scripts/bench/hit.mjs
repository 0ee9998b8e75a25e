// `node scripts/bench/hit.mjs`: a quick view of what a page-cache hit costs in the production runtime, beside the
// trivial worker's baselines (the same bytes from memory and from one KV get), without the rest of `npm run
// bench`. Runs the built worker (run scripts/build.mjs first) in workerd as bench.mjs does, stores each page, then
// measures hit / one-KV-get / from-memory in turn for BENCH_ROUNDS rounds (3) of BENCH_SECONDS (2) each and prints
// the median CPU ms per request of each process and the ratios.
//   BENCH_PAGES=article,home (default: every cacheable page type), BENCH_PORT, BENCH_SERVICES_OFFSET as bench.mjs.
//   HIT_PROFILE=<file.cpuprofile>: also samples the site worker's V8 profiler (inspector) during a run of hits on
//   the first page and writes the profile (open it in Chrome's DevTools); the top functions by self time print.
//   HIT_COMPARE=<bundle.js>: also runs that build of the worker (e.g. a copy of dist/worker/index.js from before a
//   change) beside this one and measures its hits in the same rounds (column `other`).
//   HIT_DUMP=<dir>: writes each page's hit response (status, headers but `date`, body), signed out and signed in,
//   and a 404's and a preview's, to compare the responses of two builds (diff -r).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { upstreamUrls } from '../lib/upstreams.mjs';
import { root } from '../lib/wrangler.mjs';
import { startServices } from '../services/index.mjs';

import { inspector, profileWhile, summarise, workerSourceMap } from './inspector.mjs';
import { fetchOnce, measure } from './load.mjs';
import { host, pageTypes } from './pages.mjs';
import { previewCookie } from './preview-cookie.mjs';
import { replayedHeaders, startSiteWorker, startTrivialWorker } from './workerd.mjs';

const port = Number(process.env.BENCH_PORT ?? 8795);
const servicesOffset = Number(process.env.BENCH_SERVICES_OFFSET ?? 300);
const durationMs = Number(process.env.BENCH_SECONDS ?? 2) * 1000;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const siteHost = `${host}:${port}`;
const inspectorPort = process.env.HIT_PROFILE ? port + 3 : undefined;
const comparePort = port + 4;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function devVar(name) {
  const vars = await readFile(path.join(root, '.dev.vars'), 'utf8').catch(() =>
    readFile(path.join(root, '.dev.vars.example'), 'utf8'),
  );
  return new RegExp(`^${name}=(.*)$`, 'm').exec(vars)?.[1]?.trim() ?? '';
}

// A response as text for comparing two builds: status, sorted headers without the date, then the body.
function describe(res) {
  const headers = Object.entries(res.headers)
    .filter(([name]) => name !== 'date')
    .sort(([a], [b]) => a.localeCompare(b))
    // The order of a page's tags follows the order its reads completed in, which differs between renders.
    .map(([name, value]) => `${name}: ${name === 'cache-tag' ? value.split(',').sort().join(',') : value}`);
  return `${res.status}\n${headers.join('\n')}\n\n${res.text}`;
}

async function dump(dir, pages) {
  await mkdir(dir, { recursive: true });
  const preview = { cookie: previewCookie(await devVar('PREVIEW_SIGNING_SECRET')) };
  const signedIn = { cookie: 'Authorization=dev-fake-session' };
  for (const [type, pagePath] of pages) {
    await writeFile(path.join(dir, `${type}.txt`), describe(await fetchOnce(port, siteHost, pagePath)));
    const res = await fetchOnce(port, siteHost, pagePath, signedIn);
    await writeFile(path.join(dir, `${type}.signed-in.txt`), describe(res));
  }
  const [, article] = pages[0];
  await writeFile(
    path.join(dir, 'not-found.txt'),
    describe(await fetchOnce(port, siteHost, '/no-such-page')),
  );
  await writeFile(
    path.join(dir, 'not-found.again.txt'),
    describe(await fetchOnce(port, siteHost, '/no-such-page')),
  );
  // A preview renders each time (x-page-cache: bypass); its body names the build's assets like any page.
  await writeFile(path.join(dir, 'preview.txt'), describe(await fetchOnce(port, siteHost, article, preview)));
  await writeFile(
    path.join(dir, 'preview-draft.txt'),
    describe(await fetchOnce(port, siteHost, `${article}?draft=1`, preview)),
  );
}

// Samples the site worker's V8 profiler while `work` runs; writes the profile to `file` and prints its summary.
async function profile(file, work) {
  const session = await inspector(inspectorPort, 'insights-site');
  try {
    const result = await profileWhile(session, work);
    await writeFile(file, JSON.stringify(result));
    console.log(`\nProfile ${file}:\n${summarise(result, await workerSourceMap())}`);
  } finally {
    session.close();
  }
}

const services = await startServices({ portOffset: servicesOffset, log: () => {} });
try {
  const worker = await startSiteWorker({ port, upstreams: upstreamUrls(servicesOffset), inspectorPort });
  const other = process.env.HIT_COMPARE
    ? await startSiteWorker({
        port: comparePort,
        upstreams: upstreamUrls(servicesOffset),
        scriptPath: process.env.HIT_COMPARE,
      })
    : undefined;
  try {
    const pages = [];
    for (const [type, pagePath] of Object.entries(pageTypes)) {
      if (only && !only.includes(type)) continue;
      await fetchOnce(port, siteHost, pagePath);
      if (other) {
        await fetchOnce(comparePort, `${host}:${comparePort}`, pagePath);
        await fetchOnce(comparePort, `${host}:${comparePort}`, pagePath);
      }
      const stored = await fetchOnce(port, siteHost, pagePath);
      if (stored.status !== 200 || stored.headers['x-page-cache'] !== 'hit') continue; // search: never stored
      pages.push([type, pagePath, stored.text, replayedHeaders(stored.headers)]);
    }
    if (process.env.HIT_DUMP) await dump(process.env.HIT_DUMP, pages);
    const trivial = await startTrivialWorker({
      port: port + 1,
      pages: Object.fromEntries(pages.map(([type, , html]) => [type, html])),
      headers: Object.fromEntries(pages.map(([type, , , headers]) => [type, headers])),
    });
    try {
      const hostAt = { [port]: siteHost, [comparePort]: `${host}:${comparePort}` };
      const run = (at, url, pid) =>
        measure({
          port: at,
          host: hostAt[at] ?? '127.0.0.1',
          path: url,
          connections,
          durationMs,
          cpuPids: [pid],
          warmup: connections * 5,
        });
      const hits = async (at, url, pid, type) => {
        const result = await run(at, url, pid);
        // A page's fresh window (60 s) can end during the rounds: then one background refresh, served stale.
        if ((result.pageCache.hit ?? 0) + (result.pageCache.stale ?? 0) < result.requests * 0.9) {
          throw new Error(`${type}: not hits: ${JSON.stringify(result.pageCache)}`);
        }
        return result;
      };
      if (process.env.HIT_PROFILE) {
        const [, pagePath] = pages[0];
        await profile(process.env.HIT_PROFILE, () => run(port, pagePath, worker.pid));
      }
      console.log(
        `\nCPU ms per request (median of ${rounds} rounds of ${durationMs / 1000} s, ${connections} connections)`,
      );
      console.log('page             hit    1-KV-get memory  hit/KV hit/memory hit req/s  other  other/KV');
      for (const [type, pagePath] of pages) {
        const figures = { hit: [], kv: [], memory: [], rps: [], other: [] };
        for (let round = 0; round < rounds; round += 1) {
          const hit = await hits(port, pagePath, worker.pid, type);
          figures.hit.push(hit.cpuMsPerRequest);
          figures.rps.push(hit.rps);
          figures.kv.push((await run(port + 1, `/kv/${type}`, trivial.pid)).cpuMsPerRequest);
          figures.memory.push((await run(port + 1, `/memory/${type}`, trivial.pid)).cpuMsPerRequest);
          if (other) figures.other.push((await hits(comparePort, pagePath, other.pid, type)).cpuMsPerRequest);
        }
        const [hit, kv, memory, rps] = [figures.hit, figures.kv, figures.memory, figures.rps].map(median);
        const cells = [type.padEnd(16), hit.toFixed(3), kv.toFixed(3), memory.toFixed(3)];
        cells.push(
          `${(hit / kv).toFixed(2)}×`,
          `${(hit / memory).toFixed(2)}×`,
          String(Math.round(rps)).padStart(6),
        );
        if (other)
          cells.push(median(figures.other).toFixed(3), `${(median(figures.other) / kv).toFixed(2)}×`);
        console.log(cells.join('  '));
      }
    } finally {
      await trivial.stop();
    }
  } finally {
    await worker.stop();
    await other?.stop();
  }
} finally {
  await services.stop();
}
