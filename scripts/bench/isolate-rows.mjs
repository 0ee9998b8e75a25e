// The bench rows a single warm isolate cannot show (README "Benchmark"), each as the median of BENCH_RUNS runs
// (3) with the spread (min–max):
//   page-cache hit, read from KV: a stored page this isolate does not hold hot (its hot tier's window has passed
//     since it last read the page), so the hit reads KV, as most hits of a big site on a busy isolate do;
//   render, nothing kept: the page rendered by a new isolate (workerd started again: no hot data, no kept parts
//     or frames, nothing compiled by the JIT yet), its data fresh in KV: a reader's first visit to an isolate;
//   cold render's storage operations: one reader's miss with every cache empty (a new KV), counted at the
//     Worker's side of the bindings by the simulation's location entry (scripts/simulate/location-entry.js),
//     its background work (waitUntil) included: KV gets, puts, deletes, lists; D1 statements; Durable Object
//     calls; queue messages.
import { mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { seedSecretsStore } from '../lib/secrets-store.mjs';
import { root } from '../lib/wrangler.mjs';
import { difference, storage } from '../simulate/figures.mjs';
import { prepareBuild, startLocations } from '../simulate/locations.mjs';
import { importWorkerModule } from '../simulate/worker-module.mjs';

import { cpuMs } from './cpu.mjs';
import { fetchOnce } from './load.mjs';
import { purgeAll } from './purge.mjs';
import { fixed, formatTable } from './table.mjs';
import { startSiteWorker } from './workerd.mjs';

// Time given to a request's background work (waitUntil: cache writes) before the CPU time is read again.
const SETTLE_MS = 150;

const sorted = (values) => [...values].sort((a, b) => a - b);
/** The median and the spread of some runs' figures. */
export function spread(values) {
  const s = sorted(values);
  return { median: s[Math.floor(s.length / 2)], min: s[0], max: s[s.length - 1], runs: values };
}
const median = (values) => spread(values).median;

/**
 * One request's CPU ms in workerd process `pid` (its background work included) and time to its last byte; on
 * `agent`'s kept-alive connection, else a new one.
 */
async function timedRequest({ pid, port, host, pagePath, headers = {}, agent }) {
  const before = await cpuMs(pid);
  const started = performance.now();
  const res = await fetchOnce(port, host, pagePath, headers, agent);
  const ms = performance.now() - started;
  await sleep(SETTLE_MS);
  return {
    cpuMs: (await cpuMs(pid)) - before,
    ms,
    status: res.status,
    pageCache: res.headers['x-page-cache'],
    contentCache: res.headers['x-content-cache'],
  };
}

/**
 * Page-cache hits read from KV on the bench's running worker (`pid` on `port`): per run, the pages are purged and
 * stored again, then requested `rounds` times, each round once the hot tier's window (HOT_TIER_SECONDS) has
 * passed since the round before. Per page type, each run's median CPU ms and time.
 */
export async function kvHitRuns({ port, host, pages, pid, token, runs, rounds = 4, log }) {
  const { HOT_TIER_SECONDS } = await importWorkerModule('worker/cache/page-middleware/hot-pages.ts');
  const out = Object.fromEntries(pages.map(([type]) => [type, { cpuMs: [], ms: [], pageCache: {} }]));
  // One kept-alive connection, as the bench's other rows use: a hit's CPU without a connection's set-up.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let run = 0; run < runs; run += 1) {
    log(`  page-cache hits read from KV, run ${run + 1} of ${runs}…`);
    await purgeAll(port, host, token);
    for (const [, pagePath] of pages) await fetchOnce(port, host, pagePath);
    const samples = Object.fromEntries(pages.map(([type]) => [type, []]));
    for (let round = 0; round < rounds; round += 1) {
      await sleep(HOT_TIER_SECONDS * 1000 + 100);
      for (const [type, pagePath] of pages) {
        const sample = await timedRequest({ pid, port, host, pagePath, agent });
        samples[type].push(sample);
        out[type].pageCache[sample.pageCache] = (out[type].pageCache[sample.pageCache] ?? 0) + 1;
      }
    }
    for (const [type] of pages) {
      out[type].cpuMs.push(median(samples[type].map((s) => s.cpuMs)));
      out[type].ms.push(median(samples[type].map((s) => s.ms)));
    }
  }
  agent.destroy();
  return Object.fromEntries(
    Object.entries(out).map(([type, r]) => [
      type,
      { cpuMs: spread(r.cpuMs), ms: spread(r.ms), pageCache: r.pageCache },
    ]),
  );
}

/**
 * Renders by a new isolate: a worker of its own (KV persisted, so the data stays while workerd starts again),
 * per page type its data stored fresh, then `runs` times: workerd started again, one render (page cache stepped
 * aside by `renderHeaders`), its CPU ms and time.
 */
export async function firstVisitRuns({ port, host, pages, upstreams, token, renderHeaders, runs, log }) {
  const persistTo = path.join(root, `.wrangler/bench-isolates-${port}`);
  await rm(persistTo, { recursive: true, force: true });
  const site = await startSiteWorker({ port, upstreams, persistTo });
  const out = {};
  try {
    for (const [type, pagePath] of pages) {
      log(`  ${type}: renders by a new isolate…`);
      await purgeAll(port, host, token);
      await fetchOnce(port, host, pagePath, renderHeaders);
      await sleep(500);
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const pid = await site.restart();
        samples.push(await timedRequest({ pid, port, host, pagePath, headers: renderHeaders }));
      }
      out[type] = {
        cpuMs: spread(samples.map((s) => s.cpuMs)),
        ms: spread(samples.map((s) => s.ms)),
        contentCache: samples.map((s) => s.contentCache),
      };
    }
  } finally {
    await site.stop();
    await rm(persistTo, { recursive: true, force: true });
  }
  return out;
}

/** Counts until they stop changing (the request's background work done). */
async function settledCounts(location) {
  let last = JSON.stringify(await location.counts(0));
  for (let still = 0; still < 3;) {
    await sleep(200);
    const now = JSON.stringify(await location.counts(0));
    still = now === last ? still + 1 : 0;
    last = now;
  }
  return JSON.parse(last);
}

/**
 * The storage operations of one cold render per page type, `runs` times: each in a new location (a new isolate
 * and an empty KV, D1 and Durable Objects), one reader's request, its background work included.
 */
export async function coldOperationRuns({ host, pages, upstreams, runs, log }) {
  const work = path.join(root, '.wrangler/bench-cold-operations');
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const dir = await prepareBuild(path.join(work, 'build'));
  const out = Object.fromEntries(pages.map(([type]) => [type, []]));
  try {
    for (let run = 0; run < runs; run += 1) {
      log(`  cold renders' storage operations, run ${run + 1} of ${runs}…`);
      for (const [type, pagePath] of pages) {
        const persistTo = path.join(work, `state-${run}-${type}`);
        // The shared secrets (the CMS token…), as a deployment has them: without them every CMS read fails.
        await seedSecretsStore({ persistTo });
        const location = await startLocations({
          count: 1,
          dir,
          persistTo,
          vars: upstreams,
          propagationSeconds: 0,
          logFile: path.join(work, 'workerd.log'),
        });
        try {
          const before = await location.counts(0);
          const res = await location.fetch(0, `http://${host}${pagePath}`);
          await res.arrayBuffer();
          const ops = storage(difference(await settledCounts(location), before));
          const writes = ops.kvWrites + ops.d1Writes + ops.durableObjectCalls + ops.queueMessages;
          const reads = ops.kvReads + ops.kvLists + ops.d1Reads + ops.d1Schema;
          if (res.status !== 200) throw new Error(`${type}: a cold render answered ${res.status}, not 200`);
          out[type].push({ ...ops, writes, total: reads + writes, status: res.status });
        } finally {
          await location.stop();
        }
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return Object.fromEntries(
    Object.entries(out).map(([type, samples]) => {
      const of = (field) => spread(samples.map((s) => s[field]));
      return [
        type,
        {
          total: of('total'),
          writes: of('writes'),
          kvReads: of('kvReads'),
          kvWrites: of('kvWrites'),
          kvLists: of('kvLists'),
          indexKeyWrites: of('indexKeyWrites'),
          d1Reads: of('d1Reads'),
          d1Writes: of('d1Writes'),
          durableObjectCalls: of('durableObjectCalls'),
          queueMessages: of('queueMessages'),
          statuses: samples.map((s) => s.status),
        },
      ];
    }),
  );
}

const range = (s, digits) =>
  s ? `${fixed(s.median, digits)} (${fixed(s.min, digits)}–${fixed(s.max, digits)})` : 'n/a';

/** The rows as a table, with the worst page type's storage operations. */
export function isolateTable({ kvHits, firstVisits, coldOperations, runs }) {
  const header = [
    'page',
    'KV hit CPU ms',
    'KV hit ms',
    'new isolate CPU ms',
    'new isolate ms',
    'cold ops total',
    'writes',
    'KV get/put+del/list',
    'D1 r/w',
    'DO calls',
  ];
  const types = [...new Set([...Object.keys(firstVisits), ...Object.keys(coldOperations)])];
  const rows = types.map((type) => {
    const hit = kvHits[type];
    const first = firstVisits[type];
    const cold = coldOperations[type];
    return [
      type,
      hit ? range(hit.cpuMs, 2) : 'not stored',
      hit ? range(hit.ms, 1) : '',
      range(first?.cpuMs, 1),
      range(first?.ms, 0),
      range(cold?.total, 0),
      range(cold?.writes, 0),
      cold ? `${cold.kvReads.median}/${cold.kvWrites.median}/${cold.kvLists.median}` : 'n/a',
      cold ? `${cold.d1Reads.median}/${cold.d1Writes.median}` : 'n/a',
      cold ? String(cold.durableObjectCalls.median) : 'n/a',
    ];
  });
  const worst = Object.entries(coldOperations).sort(([, a], [, b]) => b.total.median - a.total.median)[0];
  return [
    `Isolates and storage: median of ${runs} runs (min–max). KV hit: a page-cache hit whose page is not hot in the`,
    `isolate (read from KV); new isolate: a render (page cache stepped aside) by a workerd started again, its data`,
    `fresh in KV; cold ops: the storage operations of one reader's miss with every cache empty, background work included.`,
    '',
    formatTable(header, rows),
    '',
    worst
      ? `Worst page type for a cold render: ${worst[0]}, ${worst[1].total.median} storage operations (${worst[1].writes.median} writes) in one invocation.`
      : '',
  ].join('\n');
}
