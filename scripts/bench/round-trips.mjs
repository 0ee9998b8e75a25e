// The cold page's CMS round trips: with the content stand-in answering every call `delayMs` late (about the
// distance from a reader's colo to the CMS region) and every cache emptied, for each page type, the time to the
// first byte of a render with the data cold and of the same render with it warm, the CMS calls the cold render
// made and how many of them it had to make one after another (the stand-in's `rounds`, counted from when each
// call arrived and was answered: scripts/lib/round-trips.mjs). A page type keeps its budget when it waits for at
// most two round trips one after another, so that the CMS's distance adds at most two delays to its first byte.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

import { fixed, formatTable } from './table.mjs';

/** Round trips a cold page may add to its warm render. */
export const ROUND_TRIP_BUDGET = 2;
const WARM_REQUESTS = 5;
// A purge marks its second: data read within it is not stored (worker/cache/purge-marks.ts).
const PURGE_MARK_MS = 1100;
// Time for a request's background work (its cache writes) before the next request.
const SETTLE_MS = 300;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One GET, timed to its response head (the first byte) and to its last byte. */
function timedGet(port, host, path, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = NaN;
    const req = http.request(
      { host: '127.0.0.1', port, path, agent: false, headers: { host, ...headers } },
      (res) => {
        firstByteMs = performance.now() - started;
        res.on('data', () => {});
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            firstByteMs,
            lastByteMs: performance.now() - started,
            contentCache: res.headers['x-content-cache'],
            pageCache: res.headers['x-page-cache'],
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`timeout: ${path}`)));
    req.end();
  });
}

async function post(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

async function contentRequests(contentUrl) {
  const res = await fetch(`${contentUrl}/__requests`);
  return /** @type {{ count: number, rounds: number, peakInFlight: number }} */ (await res.json());
}

/**
 * One cold request of `path` after `purge()` with the content stand-in at `contentUrl` (its origin) answering
 * `delayMs` late (0: at once): its timing, and the calls and sequential rounds the stand-in served for it.
 */
async function coldRequest({ port, host, path, headers, contentUrl, purge, delayMs }) {
  await post(`${contentUrl}/__control`, { mode: 'ok' });
  await purge();
  await sleep(PURGE_MARK_MS);
  await post(`${contentUrl}/__reset`);
  if (delayMs > 0) await post(`${contentUrl}/__control`, { mode: 'slow', delayMs });
  try {
    const response = await timedGet(port, host, path, headers);
    await sleep(SETTLE_MS);
    const { count, rounds, peakInFlight } = await contentRequests(contentUrl);
    return { ...response, calls: count, rounds, peakInFlight };
  } finally {
    await post(`${contentUrl}/__control`, { mode: 'ok' });
  }
}

/**
 * For each page type of `pages` (type → path) on the site at 127.0.0.1:`port` (Host `host`): cold and warm
 * times to the first byte, CMS calls and sequential rounds, with the content stand-in at `contentUrl` answering
 * `delayMs` late. `purge()` empties every cache (the admin purge-all); `renderHeaders` make the page cache step
 * aside (a valid preview cookie), so the cold and warm renders are the same render but for the data's
 * temperature; the reader's cold request (no such headers: a page-cache miss) is timed beside them. Each cold
 * figure is the median of `repeats` requests, each after its own purge; calls and rounds are the most any made.
 */
export async function coldRoundTrips({
  port,
  host,
  pages,
  contentUrl,
  purge,
  renderHeaders,
  delayMs = 150,
  repeats = 3,
}) {
  const results = {};
  for (const [type, path] of Object.entries(pages)) {
    const request = { port, host, path, contentUrl, purge, delayMs };
    const atOnce = [];
    const cold = [];
    const reader = [];
    for (let i = 0; i < repeats; i += 1) {
      // The same cold render with the CMS at no distance: what the render costs when nothing is cached, so
      // `cold − at once` is what the CMS's distance adds.
      atOnce.push(await coldRequest({ ...request, headers: renderHeaders, delayMs: 0 }));
      cold.push(await coldRequest({ ...request, headers: renderHeaders }));
      reader.push(await coldRequest({ ...request, headers: {} }));
    }
    // Warm: the data the last cold request stored (kept hot in the isolate for a few seconds, then read from KV).
    await post(`${contentUrl}/__control`, { mode: 'slow', delayMs });
    const before = (await contentRequests(contentUrl)).count;
    const warm = [];
    try {
      for (let i = 0; i < WARM_REQUESTS; i += 1) warm.push(await timedGet(port, host, path, renderHeaders));
    } finally {
      await post(`${contentUrl}/__control`, { mode: 'ok' });
    }
    const firstByte = (responses) => median(responses.map((r) => r.firstByteMs));
    const most = (field) => Math.max(...cold.map((r) => r[field]));
    const coldFirstByteMs = firstByte(cold);
    const atOnceFirstByteMs = firstByte(atOnce);
    const warmFirstByteMs = firstByte(warm);
    results[type] = {
      path,
      status: cold[0].status,
      coldFirstByteMs,
      coldAtOnceFirstByteMs: atOnceFirstByteMs,
      readerColdFirstByteMs: firstByte(reader),
      warmFirstByteMs,
      calls: most('calls'),
      rounds: most('rounds'),
      peakInFlight: most('peakInFlight'),
      warmCalls: (await contentRequests(contentUrl)).count - before,
      overWarmMs: coldFirstByteMs - warmFirstByteMs,
      overAtOnceMs: coldFirstByteMs - atOnceFirstByteMs,
      withinBudget: most('rounds') <= ROUND_TRIP_BUDGET,
    };
  }
  return results;
}

/** The figures of coldRoundTrips as a table, with what they mean. */
export function roundTripTable(results, { delayMs = 150, repeats = 3 } = {}) {
  const header = [
    'page',
    'cold TTFB ms',
    'cold, CMS at once',
    'CMS adds',
    'reader cold',
    'warm',
    'CMS calls',
    'rounds',
    'most at once',
    `≤ ${ROUND_TRIP_BUDGET} rounds`,
  ];
  const rows = Object.entries(results).map(([type, r]) => [
    type,
    r.status === 200 ? fixed(r.coldFirstByteMs, 0) : `(${r.status})`,
    fixed(r.coldAtOnceFirstByteMs, 0),
    fixed(r.overAtOnceMs, 0),
    fixed(r.readerColdFirstByteMs, 0),
    fixed(r.warmFirstByteMs, 0),
    r.calls,
    r.rounds,
    r.peakInFlight,
    r.withinBudget ? 'yes' : 'NO',
  ]);
  return [
    `Cold pages with the content stand-in answering each call ${delayMs} ms late`,
    '',
    formatTable(header, rows),
    '',
    'Times to the response head, in ms. cold = a render (page cache bypassed with a preview cookie, no ?draft)',
    'right after a purge of everything; cold, CMS at once = the same with the stand-in adding no delay (its own',
    'work still counts; nothing cached: every part rendered, every key a KV miss, then written); CMS adds = cold',
    `− that, what the distance to the CMS costs; reader cold = a reader's request after a purge (a page-cache`,
    `miss); each the median of ${repeats}, each after its own purge. warm = the render with the data cached (median`,
    `of ${WARM_REQUESTS}). CMS calls = the calls a cold render made; rounds = how many of them it made one after another`,
    '(the longest chain of calls each started after the one before it was answered; the stand-in times them);',
    'most at once = the most under way together. The other stand-ins answer at once.',
  ].join('\n');
}
