// The production runtime for the benchmark: the built worker (dist/worker/index.js) in workerd through
// Miniflare directly (wrangler's own Miniflare and workerd, the ones `npm start` runs: scripts/lib/miniflare.mjs), with wrangler.toml's bindings and .dev.vars (as `wrangler dev` would read them) but no
// wrangler proxy worker and no local observability (its trace collector runs in the worker's own process).
// Beside it, the baselines of the same runtime: a trivial worker answering a page's bytes from memory and from
// one KV get. Each runs in its own workerd process, whose id `pid` is for reading its CPU time (cpu.mjs).
// Neither sits behind the static-assets router of wrangler.toml [assets]: on Cloudflare it runs before the Worker
// and is not the Worker's CPU, but Miniflare runs the router and asset workers in the worker's own process (about
// 1 ms CPU a request on the bench machine, more than a whole render's JavaScript), which would hide the Worker's
// own cost. The bench measures the router apart (startTrivialWorker's `assetRouter`); BENCH_ASSET_ROUTER=1 puts
// both workers behind it.
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

import { convertV4MiniflareOptions, Miniflare } from '../lib/miniflare.mjs';
import { root } from '../lib/wrangler.mjs';
import { datasetEntries } from '../seed.mjs';

import { workerdChildren } from './cpu.mjs';

/** Starts Miniflare and finds the workerd process it spawned (the one that was not there before). */
async function startMiniflare(options) {
  const before = new Set(await workerdChildren());
  const mf = new Miniflare(convertV4MiniflareOptions({ host: '127.0.0.1', logRequests: false, ...options }));
  await mf.ready;
  const pid = (await workerdChildren()).find((id) => !before.has(id));
  if (!pid) {
    await mf.dispose();
    throw new Error('Miniflare started no workerd process the benchmark can see');
  }
  return { mf, pid };
}

export const withAssetRouter = process.env.BENCH_ASSET_ROUTER === '1';

// wrangler.toml's Miniflare options; the static-assets router in front only with `assetRouter`.
function siteOptions(assetRouter = withAssetRouter) {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(`${root}/wrangler.toml`);
  // The build writes one self-contained module (scripts/build.mjs), so no module rules are needed.
  delete workerOptions.modulesRules;
  // The shared secrets come from .dev.vars as Worker secrets, their documented fallback
  // (worker/secrets/README.md): the bench's worker has no Secrets Store to read them from.
  delete workerOptions.secretsStoreSecrets;
  if (!assetRouter) delete workerOptions.assets;
  return { workerOptions, main };
}

/**
 * The site's worker on 127.0.0.1:`port`, its upstream vars moved to the stand-ins at `upstreams`, DATASETS
 * seeded from kv-seed/ as `npm start` seeds it; KV, queues and the rest kept in memory, or under `persistTo`.
 * With `inspectorPort`, the V8 inspector of the worker is listed at http://127.0.0.1:<inspectorPort>/json
 * (profiling: hit.mjs). `scriptPath` runs another build of the worker (hit.mjs compares two).
 * `restart()` starts the worker again in a new workerd process (a new isolate: nothing kept in it; KV kept
 * only with `persistTo`) and resolves to its `pid`.
 */
export async function startSiteWorker({ port, upstreams, inspectorPort, scriptPath, persistTo }) {
  const { workerOptions, main } = siteOptions();
  const options = {
    port,
    ...(inspectorPort ? { inspectorPort } : {}),
    ...(persistTo ? { resourcePersistencePath: persistTo } : {}),
    workers: [
      {
        ...workerOptions,
        name: 'insights-site',
        rootPath: root,
        modules: true,
        scriptPath: scriptPath ?? main,
        bindings: { ...workerOptions.bindings, ...upstreams },
      },
    ],
  };
  const { mf, pid } = await startMiniflare(options);
  const datasets = await mf.getKVNamespace('DATASETS');
  for (const { key, value } of await datasetEntries()) await datasets.put(key, value);
  const site = { pid, port, stop: () => mf.dispose() };
  site.restart = async () => {
    const before = new Set(await workerdChildren());
    await mf.setOptions(convertV4MiniflareOptions({ host: '127.0.0.1', logRequests: false, ...options }));
    site.pid = (await workerdChildren()).find((id) => !before.has(id)) ?? site.pid;
    return site.pid;
  };
  return site;
}

// Answers a page's bytes as the page cache would: from a module-level string, or from one KV get streamed out,
// with the page-cache hit's own headers (HEADERS) so both answers are the same size.
const trivialWorker = `
export default {
  async fetch(request, env) {
    const [, source, page] = new URL(request.url).pathname.split('/');
    const headers = env.HEADERS[page] ?? { 'content-type': 'text/html; charset=utf-8' };
    if (source === 'memory' && page in env.HTML) return new Response(env.HTML[page], { headers });
    if (source === 'kv') {
      const body = await env.PAGES.get(page, 'stream');
      if (body) return new Response(body, { headers });
    }
    return new Response('not found', { status: 404 });
  },
};`;

// Per hop or per response: not replayed by the trivial worker.
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

/** The headers of a response as Node's http client gives them, without those of the connection. */
export function replayedHeaders(headers) {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name, value]) => !NOT_REPLAYED.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, value]),
  );
}

/**
 * The trivial worker on 127.0.0.1:`port`: `/memory/<name>` and `/kv/<name>` answer `pages[name]` with the headers
 * `headers[name]` (replayedHeaders of the page's hit; else only a content type). Behind the site's static-assets
 * router (the same assets) when the site's worker is, or when `assetRouter` is true (to measure the router).
 */
export async function startTrivialWorker({ port, pages, headers = {}, assetRouter = withAssetRouter }) {
  const { assets } = siteOptions(assetRouter).workerOptions;
  const { mf, pid } = await startMiniflare({
    port,
    workers: [
      {
        name: 'trivial',
        modules: true,
        script: trivialWorker,
        compatibilityDate: '2026-11-01',
        bindings: { HTML: pages, HEADERS: headers },
        kvNamespaces: ['PAGES'],
        ...(assets ? { assets } : {}),
      },
    ],
  });
  const kv = await mf.getKVNamespace('PAGES');
  for (const [name, html] of Object.entries(pages)) await kv.put(name, html);
  return { pid, port, stop: () => mf.dispose() };
}
