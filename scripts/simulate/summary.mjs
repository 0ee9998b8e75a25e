// The simulation's figures per phase and in the steady state, from its rows (figures.mjs stretchFigures), and
// the table it prints.
import { formatTable } from '../bench/table.mjs';

import { median, sum, ttfbOf } from './figures.mjs';

const perView = (n, views) => (views ? Math.round((n / views) * 1000) / 1000 : null);

/** One phase's figures from its rows: totals over its minutes, peaks and medians of its rows. */
export function phaseFigures(rows, phase) {
  const of = rows.filter((r) => r.phase === phase);
  const seconds = of.reduce((n, r) => n + r.seconds, 0);
  const views = of.reduce((n, r) => n + r.views, 0);
  const totals = of.map((r) => r.totals).reduce(sum, {});
  const perMinute = (n) => (seconds ? Math.round((n * 600) / seconds) / 10 : null);
  return {
    phase,
    minutes: Math.round(seconds / 6) / 10,
    views,
    serverErrors: of.reduce((n, r) => n + r.serverErrors, 0),
    otherErrors: of.reduce((n, r) => n + r.otherErrors, 0),
    ttfb: ttfbOf(of.map((r) => r.tally)),
    cmsCallsPerMinute: {
      peak: Math.max(0, ...of.map((r) => r.cmsCallsPerMinute)),
      mean: perMinute(totals.cmsCalls ?? 0),
    },
    cmsCallsPerQueryPerMinute: {
      peak: Math.max(0, ...of.map((r) => r.cmsCallsPerQuery ?? 0)),
      median: median(of.map((r) => r.cmsCallsPerQuery ?? 0)),
    },
    kvWritesPerMinute: perMinute(totals.kvWrites ?? 0),
    kvWritesPerView: perView(totals.kvWrites ?? 0, views),
    indexKeyWrites: totals.indexKeyWrites ?? 0,
    d1WritesPerMinute: perMinute(totals.d1Writes ?? 0),
    d1WritesPerView: perView(totals.d1Writes ?? 0, views),
    durableObjectCallsPerMinute: perMinute(totals.durableObjectCalls ?? 0),
    durableObjectCallsPerView: perView(totals.durableObjectCalls ?? 0, views),
    totals,
  };
}

/** The steady state: the read phase's minutes after the first two (the cold start), or its last minute. */
export function steadyState(rows) {
  const readRows = rows.filter((r) => r.phase === 'read');
  const steadyRows = readRows.length > 3 ? readRows.slice(2) : readRows.slice(-1);
  const views = steadyRows.reduce((n, r) => n + r.views, 0);
  const totals = steadyRows.map((r) => r.totals).reduce(sum, {});
  const middle = (field) => median(steadyRows.map((r) => r[field] ?? 0));
  return {
    minutes: `${readRows.length - steadyRows.length + 1}–${readRows.length}`,
    cmsCallsPerMinute: middle('cmsCallsPerMinute'),
    cmsCallsPerQueryPerMinute: middle('cmsCallsPerQuery'),
    kvWritesPerMinute: middle('kvWritesPerMinute'),
    kvWritesPerView: perView(totals.kvWrites ?? 0, views),
    indexKeyWritesPerMinute: middle('indexKeyWritesPerMinute'),
    d1WritesPerMinute: middle('d1WritesPerMinute'),
    d1WritesPerView: perView(totals.d1Writes ?? 0, views),
    durableObjectCallsPerMinute: middle('durableObjectCallsPerMinute'),
    serverErrors: steadyRows.reduce((n, r) => n + r.serverErrors, 0),
    ttfb: ttfbOf(steadyRows.map((r) => r.tally)),
  };
}

/** The phases as a table. */
export function phaseTable(phases) {
  const header = [
    'phase',
    'min',
    'views',
    '5xx',
    'TTFB p50/p99 ms',
    'CMS/min peak/mean',
    'CMS per query/min',
    'KV writes/min',
    'KV w/view',
    'index keys',
    'D1 w/min',
    'D1 w/view',
    'DO/min',
  ];
  const rows = phases.map((p) => [
    p.phase,
    p.minutes,
    p.views,
    p.serverErrors,
    `${p.ttfb.p50}/${p.ttfb.p99}`,
    `${p.cmsCallsPerMinute.peak}/${p.cmsCallsPerMinute.mean}`,
    p.cmsCallsPerQueryPerMinute.median,
    p.kvWritesPerMinute,
    p.kvWritesPerView,
    p.indexKeyWrites,
    p.d1WritesPerMinute,
    p.d1WritesPerView,
    p.durableObjectCallsPerMinute,
  ]);
  return formatTable(header, rows);
}
