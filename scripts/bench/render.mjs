// The worker's app bundled for Node, run against the local stand-ins with KV in memory (DATASETS seeded from
// kv-seed/datasets/ as `npm start` seeds it, so the insights pages render their real tables and bars). Server
// render time per page type: each page's React tree (captured by render-shim.mjs) is rendered again
// `iterations` times to the last byte, and the median is reported. request-counts.mjs uses the same app.
import path from 'node:path';

import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

import { exampleDevVars } from '../lib/dev-vars.mjs';
import { nodeRequire } from '../lib/node-require.mjs';
import { upstreamUrls } from '../lib/upstreams.mjs';
import { workerResolution } from '../lib/worker-resolution.mjs';
import { root } from '../lib/wrangler.mjs';
import { datasetEntries } from '../seed.mjs';

import { quantile } from './load.mjs';
import { MemoryD1 } from './memory-d1.mjs';
import { MemoryKv } from './memory-kv.mjs';
import { previewCookie } from './preview-cookie.mjs';

const shim = path.join(root, 'scripts/bench/render-shim.mjs');
const outfile = path.join(root, '.wrangler/bench/render-app.mjs');

async function bundleApp() {
  await build({
    absWorkingDir: root,
    entryPoints: ['worker/app.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: ['node22'],
    ...workerResolution,
    outfile,
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    plugins: [
      {
        name: 'record-render',
        setup(b) {
          b.onResolve({ filter: /^react-dom\/server(\.node)?$/ }, (args) =>
            args.importer === shim ? undefined : { path: shim },
          );
        },
      },
      nodeRequire,
      vanillaExtractPlugin({ identifiers: 'short' }),
    ],
    logLevel: 'error',
  });
  return import(`${outfile}?${Date.now()}`);
}

/**
 * The worker's app in this Node process against the stand-ins at `servicesOffset`: KV in memory (DATASETS
 * seeded from kv-seed/), `request(path, { pageMiss, preview })` answers a request and waits for its background
 * work. `pageMiss` first deletes every stored page, so a reader's request misses the page cache and renders
 * the public page as a miss does (reads the page cache, renders, stores the page); `preview` sends a valid
 * preview cookie instead, which makes the page cache step aside. `purgeAll()` purges every cache as an
 * operator would (the isolate's hot copies too).
 */
export async function nodeSite({ host, servicesOffset }) {
  const { createApp } = await bundleApp();
  const app = createApp();
  const datasets = new MemoryKv();
  for (const { key, value } of await datasetEntries()) await datasets.put(key, value);
  const env = {
    ENVIRONMENT: 'development',
    DEFAULT_HOST: host,
    ...(await exampleDevVars()),
    ...upstreamUrls(servicesOffset),
    CONTENT_CACHE: new MemoryKv(),
    CACHE_INDEX: new MemoryD1(),
    DATASETS: datasets,
  };
  const cookie = previewCookie(env.PREVIEW_SIGNING_SECRET);
  async function send(pagePath, init) {
    const pending = [];
    const ctx = {
      waitUntil: (promise) => pending.push(promise.catch(() => undefined)),
      passThroughOnException() {},
      props: {},
    };
    const res = await app.request(`http://${host}${pagePath}`, init, env, ctx);
    const text = await res.text();
    while (pending.length) await Promise.all(pending.splice(0));
    return { res, text };
  }
  async function request(pagePath, { preview = false, pageMiss = false } = {}) {
    if (pageMiss) await dropPages(env.CONTENT_CACHE);
    return send(pagePath, { headers: preview ? { cookie } : {} });
  }
  async function purgeAll() {
    // The stored keys go first, so the purge itself is one slice: this process has no queue for the rest.
    await dropKeys(env.CONTENT_CACHE, '');
    const { res, text } = await send('/admin/purge', {
      method: 'POST',
      headers: { authorization: `Bearer ${env.ADMIN_PURGE_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ all: true }),
    });
    if (!res.ok) throw new Error(`purge answered ${res.status}: ${text}`);
  }
  return { env, request, purgeAll };
}

/** Deletes every key of `kv` (a MemoryKv) under `prefix`, not counted as the request's KV work. */
async function dropKeys(kv, prefix) {
  const counts = { ...kv.counts };
  for (const { name } of (await kv.list({ prefix })).keys) await kv.delete(name);
  kv.counts = counts;
}

/** Deletes every stored page of `kv` (a MemoryKv), not counted as the request's KV work. */
export const dropPages = (kv) => dropKeys(kv, 'page:');

/**
 * Median render time (ms) of each page's tree, from the start of React's render to its last byte, over real
 * requests that miss the page cache in the Node app of `nodeSite` (data warm; parts the isolate keeps are
 * reused as in production). `pages` maps a page type to its path; a page that does not answer 200 gets null.
 */
export async function renderTimes({ site, pages, iterations = 40 }) {
  const results = {};
  for (const [type, pagePath] of Object.entries(pages)) {
    const { res } = await site.request(pagePath, { pageMiss: true }); // warms the data in memory
    if (res.status !== 200) {
      results[type] = null;
      continue;
    }
    const times = [];
    for (let i = 0; i < iterations; i += 1) {
      globalThis.__benchRenderMs = undefined;
      await site.request(pagePath, { pageMiss: true });
      if (globalThis.__benchRenderMs !== undefined) times.push(globalThis.__benchRenderMs);
    }
    results[type] = times.length
      ? quantile(
          times.sort((a, b) => a - b),
          0.5,
        )
      : null;
  }
  return results;
}
