// The tables `npm run bench` prints (and writes to reports/bench.md).
import { fixed, formatTable, kb } from './table.mjs';

const lat = (r) => `${fixed(r.p50)}/${fixed(r.p99)}`;
const cpu = (r) => fixed(r.cpuMsPerRequest, 2);
const times = (a, b) => (a == null || b == null || b === 0 ? 'n/a' : `${fixed(a / b, 2)}×`);
const count = (c) => (c ? `${c.kvReads}/${c.kvWrites}/${c.upstream}` : 'n/a');

/** Per page type: the worker's three paths and the three baselines, one row each, with ratios and counts. */
export function runtimeTable(
  results,
  baselines,
  counts,
  { connections, durationMs, coldRequests, assetRouter },
) {
  const header = [
    'page',
    'path',
    'req/s',
    'p50/p99 ms',
    'CPU ms/req',
    'CPU ÷ KV get',
    'CPU ÷ memory',
    'req/s ÷ Node',
    'KV r/w, upstream',
  ];
  const rows = [];
  for (const r of results) {
    if (r.status !== 200) {
      rows.push([r.type, `answered ${r.status}`, ...Array(header.length - 2).fill('n/a')]);
      continue;
    }
    const base = baselines[r.type];
    const c = counts[r.type];
    const row = (label, m, n, withRatios = true) => [
      r.type,
      label,
      fixed(m.rps, label === 'render, data cold' ? 1 : 0),
      lat(m),
      cpu(m),
      withRatios ? times(m.cpuMsPerRequest, base.kv.cpuMsPerRequest) : '',
      withRatios ? times(m.cpuMsPerRequest, base.memory.cpuMsPerRequest) : '',
      withRatios ? times(m.rps, base.node.rps) : '',
      n === undefined ? '' : count(n),
    ];
    if (r.pageCache) rows.push(row('page-cache hit', r.pageCache, c?.pageCache ?? null));
    else rows.push([r.type, 'page-cache hit', 'never stored', '', '', '', '', '', '']);
    rows.push(row('render, data warm', r.renderWarm, c?.warm ?? null));
    rows.push(row('render, data cold', r.renderCold, c?.cold ?? null));
    rows.push(row('trivial worker, memory', base.memory, undefined, false));
    rows.push(row('trivial worker, 1 KV get', base.kv, undefined, false));
    if (base.routedMemory) rows.push(row('memory + assets router', base.routedMemory, undefined, false));
    rows.push(row('Node static server', base.node, undefined, false));
  }
  const router = assetRouter
    ? [
        `The site's worker and the trivial worker sit behind Miniflare's static-assets router (BENCH_ASSET_ROUTER=1),`,
        `which runs in the same process: its CPU counts in every row (on Cloudflare it runs before the Worker).`,
      ]
    : [
        `No row but "memory + assets router" runs behind Miniflare's static-assets router (wrangler.toml [assets]):`,
        `Cloudflare runs it before the Worker, apart from the Worker's CPU, but Miniflare runs it in the Worker's`,
        `process; that row (the trivial worker from memory behind it) minus the memory row is what it would add.`,
      ];
  return [
    'Production runtime: the built worker in workerd through Miniflare (no wrangler proxy, no local observability)',
    '',
    formatTable(header, rows),
    '',
    `CPU ms/req = CPU time of the serving process (workerd, or Node for the static server; /proc) over the requests;`,
    `it includes each request's background work (cache writes). ÷ KV get / ÷ memory = to the trivial worker in the`,
    `same runtime answering the same bytes from one KV get / from memory; req/s ÷ Node = to the Node static server.`,
    `${connections} connections for ${durationMs / 1000} s each; cold: one connection, ${coldRequests} requests, the whole`,
    `cache purged before each (not timed). KV r/w, upstream = KV reads / KV writes+deletes / calls to upstream`,
    `services one such request makes, its background work included (counted in Node with a counting KV).`,
    `Miniflare serves KV from the workerd process itself: KV work counts in its CPU (in production it runs outside).`,
    `render, data warm = a request with a valid preview cookie and no ?draft: the published page rendered with the`,
    `data cache warm, without the page cache's read and background store of a reader's miss (whose ~50 KB KV put`,
    `Miniflare would also run in the workerd process).`,
    ...router,
  ].join('\n');
}

/** Per page type: the React render time, HTML and JavaScript sizes. */
export function pageTable(results, renders, bundle) {
  const header = [
    'page',
    'address',
    'React render ms',
    'HTML KB',
    'JS at load gz KB',
    'JS later gz KB',
    'JS all islands hydrated gz KB',
  ];
  const rows = results.map((r) =>
    r.status !== 200
      ? [r.type, r.path, 'n/a', 'n/a', 'n/a', 'n/a', `(${r.status})`]
      : [
          r.type,
          r.path,
          fixed(renders[r.type], 2),
          kb(r.htmlBytes),
          kb(r.javascript.eagerGzip),
          kb(r.javascript.deferredGzip),
          kb(r.javascript.hydratedGzip),
        ],
  );
  return [
    formatTable(header, rows),
    '',
    "React render = median time from the start of React's render to its last byte, in Node, of requests missing",
    'the page cache with the data warm (parts the isolate keeps reused, as in production). JS at load = the entry',
    'and the islands that hydrate on load; later = what the islands that wait (visible, idle) add; all islands',
    'hydrated = the two together, every file gzipped on its own (reports/bench.json lists the files).',
    `Worker bundle: ${kb(bundle.raw)} KB raw, ${kb(bundle.gzip)} KB gzip.`,
  ].join('\n');
}

/** The article under `wrangler dev`, for reference. */
export function wranglerTable(rows, { connections, durationMs }) {
  const header = ['wrangler dev (article)', 'path', 'req/s', 'p50/p99 ms', 'CPU ms/req'];
  const lines = rows.flatMap((r) => {
    const label = r.observability ? 'local observability on' : 'as npm start (observability off)';
    return [
      [label, 'page-cache hit', fixed(r.pageCache.rps, 0), lat(r.pageCache), cpu(r.pageCache)],
      [label, 'render, data warm', fixed(r.renderWarm.rps, 0), lat(r.renderWarm), cpu(r.renderWarm)],
    ];
  });
  return [
    formatTable(header, lines),
    '',
    `For reference: CPU of all of wrangler dev's workerd processes (its proxy worker included); ${connections}`,
    `connections for ${durationMs / 1000} s each.`,
  ].join('\n');
}

/** Every island's gzip size, and the benched pages it is on (the page's JavaScript budget is per island). */
export function islandTable(results, sizes) {
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
