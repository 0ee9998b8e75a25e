// The simulation's figures: binding counts summed over locations, differences between two moments, and the
// per-minute and per-page-view rates of one stretch of time.
import { quantile } from './traffic.mjs';

/** `a + b`, key by key. */
export function sum(a, b) {
  const out = { ...a };
  for (const [key, n] of Object.entries(b)) out[key] = (out[key] ?? 0) + n;
  return out;
}

/** `after - before`, key by key, without zeros. */
export function difference(after, before) {
  return Object.fromEntries(
    Object.entries(after)
      .map(([key, n]) => [key, n - (before[key] ?? 0)])
      .filter(([, n]) => n !== 0),
  );
}

const total = (counts, pattern) =>
  Object.entries(counts)
    .filter(([key]) => pattern.test(key))
    .reduce((n, [, count]) => n + count, 0);

/**
 * The storage operations of binding counts (location-entry.js names them `<BINDING>.<operation>`): KV reads
 * (get, getWithMetadata), writes (put, delete) and lists; purge-index key writes (`put:idx`); D1 statements
 * that read, write rows and make sure of the schema, and rows written; Durable Object calls; queue messages.
 */
export function storage(counts) {
  return {
    kvReads: total(counts, /^[A-Z_]+\.(get|getWithMetadata)$/),
    kvWrites: total(counts, /^[A-Z_]+\.(put|delete)$/),
    kvLists: total(counts, /^[A-Z_]+\.list$/),
    indexKeyWrites: total(counts, /^[A-Z_]+\.put:idx$/),
    pageWrites: total(counts, /^[A-Z_]+\.put:page$/),
    d1Reads: total(counts, /^[A-Z_]+\.reads$/),
    d1Writes: total(counts, /^[A-Z_]+\.writes$/),
    d1Schema: total(counts, /^[A-Z_]+\.schema$/),
    d1RowsWritten: total(counts, /^[A-Z_]+\.rowsWritten$/),
    durableObjectCalls: total(counts, /^[A-Z_]+\.calls$/),
    queueMessages: total(counts, /^[A-Z_]+\.messages$/),
  };
}

/** KV writes by binding and key kind (`CONTENT_CACHE.put:page` → `CONTENT_CACHE page`), deletes as `delete`. */
function writesByKind(counts) {
  const kinds = {};
  for (const [name, n] of Object.entries(counts)) {
    const match = /^([A-Z_]+)\.(?:put:(.+)|(delete))$/.exec(name);
    if (match) kinds[`${match[1]} ${match[2] ?? match[3]}`] = n;
  }
  return kinds;
}

/** CMS calls of a stretch from the content stand-in's calls per query: total, distinct queries, most for one. */
export function cmsCalls(queries) {
  const counts = Object.values(queries);
  return {
    calls: counts.reduce((n, c) => n + c, 0),
    distinctQueries: counts.length,
    mostForOneQuery: counts.length ? Math.max(...counts) : 0,
  };
}

const round = (n, digits = 1) => (n === null || !Number.isFinite(n) ? null : Number(n.toFixed(digits)));

/** One stretch's figures: per minute, per page view, TTFB quantiles, errors. */
export function stretchFigures({ phase, seconds, tally, counts, queries, upstream }) {
  const perMinute = (n) => round((n * 60) / seconds);
  const ops = storage(counts);
  const cms = cmsCalls(queries);
  const sorted = [...tally.ttfbMs].sort((a, b) => a - b);
  return {
    phase,
    seconds: round(seconds, 0),
    views: tally.views,
    serverErrors: tally.serverErrors,
    otherErrors: tally.otherErrors,
    errorSamples: tally.errorSamples,
    shed: tally.shed,
    ttfbP50Ms: round(quantile(sorted, 0.5)),
    ttfbP99Ms: round(quantile(sorted, 0.99)),
    pageCache: tally.pageCache,
    cmsCallsPerMinute: perMinute(cms.calls),
    cmsCallsPerQuery: cms.distinctQueries ? round(cms.calls / cms.distinctQueries, 2) : null,
    cmsMostForOneQuery: cms.mostForOneQuery,
    upstreamCalls: upstream,
    kvReadsPerMinute: perMinute(ops.kvReads),
    kvWritesPerMinute: perMinute(ops.kvWrites),
    kvWritesPerView: tally.views ? round(ops.kvWrites / tally.views, 3) : null,
    indexKeyWritesPerMinute: perMinute(ops.indexKeyWrites),
    d1ReadsPerMinute: perMinute(ops.d1Reads),
    d1WritesPerMinute: perMinute(ops.d1Writes),
    d1WritesPerView: tally.views ? round(ops.d1Writes / tally.views, 3) : null,
    durableObjectCallsPerMinute: perMinute(ops.durableObjectCalls),
    durableObjectCallsPerView: tally.views ? round(ops.durableObjectCalls / tally.views, 3) : null,
    queueMessages: ops.queueMessages,
    kvWritesByKind: writesByKind(counts),
    totals: { ...ops, cmsCalls: cms.calls },
  };
}

/** The median of numbers (null for none). */
export const median = (values) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** TTFB quantiles of many tallies together. */
export function ttfbOf(tallies) {
  const sorted = tallies.flatMap((t) => t.ttfbMs).sort((a, b) => a - b);
  return { p50: round(quantile(sorted, 0.5)), p99: round(quantile(sorted, 0.99)) };
}
