// `node scripts/warm-after-purge.mjs`: how many of the pages a purge-all removed are stored again within a
// minute, with no reader, and how many CMS calls that cost (worker/cache/page-warm). Runs the built worker
// (`npm run build` first) under Miniflare with its local queues (purge-work, page-warm: one batch at a time,
// as max_concurrency 1 deploys it) against its own stand-ins: renders every sitemap URL of candidate-au
// (8 at a time), purges everything as an operator does, then counts the candidate-au pages stored and the
// content API's calls each WARM_REPORT_SECONDS (10) for WARM_WATCH_SECONDS (60), and until the queue is
// quiet. WARM_PAGES_PER_PURGE (200, production's), WARM_SERVICES_OFFSET (900, the stand-ins' port offset)
// and WARM_CMS_DELAY_MS (0; 150 is about Bangkok to a Sydney CMS region) adjust it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { convertV4MiniflareOptions, Miniflare } from 'miniflare';

import { exampleDevVars } from './lib/dev-vars.mjs';
import { upstreamUrls } from './lib/upstreams.mjs';
import { root } from './lib/wrangler.mjs';
import { datasetEntries } from './seed.mjs';
import { startServices } from './services/index.mjs';

const host = 'candidate-au.localhost';
const servicesOffset = Number(process.env.WARM_SERVICES_OFFSET ?? 900);
const perPurge = process.env.WARM_PAGES_PER_PURGE ?? '200';
const cmsDelayMs = Number(process.env.WARM_CMS_DELAY_MS ?? 0);
const reportEvery = Number(process.env.WARM_REPORT_SECONDS ?? 10) * 1000;
const watchFor = Number(process.env.WARM_WATCH_SECONDS ?? 60) * 1000;
const CRAWL_CONNECTIONS = 8;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// wrangler.toml's top-level [vars] (the local stand-ins' addresses are moved by upstreamUrls below).
function tomlVars() {
  const text = readFileSync(path.join(root, 'wrangler.toml'), 'utf8');
  const top = text.slice(text.indexOf('[vars]'), text.indexOf('[[kv_namespaces]]'));
  return Object.fromEntries(
    [...top.matchAll(/^(\w+) = "([^"]*)"/gm)].map(([, name, value]) => [name, value]),
  );
}

const urls = upstreamUrls(servicesOffset);
const content = urls.HYGRAPH_CONTENT_API.replace(/\/graphql$/, '');
const cmsCalls = async () => (await (await fetch(`${content}/__requests`)).json()).count;

const services = await startServices({ portOffset: servicesOffset });
const devVars = await exampleDevVars();
const mf = new Miniflare(
  convertV4MiniflareOptions({
    port: 0,
    host: '127.0.0.1',
    compatibilityDate: '2026-11-01',
    compatibilityFlags: ['nodejs_compat'],
    modules: true,
    scriptPath: path.join(root, 'dist/worker/index.js'),
    modulesRoot: path.join(root, 'dist/worker'),
    bindings: {
      ...tomlVars(),
      ...urls,
      ...devVars,
      WARM_PAGES_PER_PURGE: perPurge,
      WARM_PAGES_PER_SITE_AFTER_DEPLOY: '0',
    },
    kvNamespaces: ['CONTENT_CACHE', 'DATASETS', 'FORM_OUTBOX'],
    queueProducers: {
      PURGE_QUEUE: 'purge-work',
      PAGE_WARM_QUEUE: 'page-warm',
      FORM_QUEUE: 'form-submissions',
      FORM_DEAD_LETTER_QUEUE: 'form-dead-letters',
    },
    // As wrangler.toml has them.
    queueConsumers: {
      'purge-work': { maxBatchSize: 1, maxBatchTimeout: 1, maxRetries: 10 },
      'page-warm': { maxBatchSize: 10, maxBatchTimeout: 5, maxRetries: 10 },
    },
  }),
);
try {
  await mf.ready;
  const datasets = await mf.getKVNamespace('DATASETS');
  for (const { key, value } of await datasetEntries()) await datasets.put(key, value);
  const cache = await mf.getKVNamespace('CONTENT_CACHE');
  // Straight into the worker with the site's own address (Node's fetch would not send another Host).
  const get = (pagePath, init) => mf.dispatchFetch(`http://${host}${pagePath}`, init);

  async function storedPages() {
    let count = 0;
    let cursor;
    do {
      const page = await cache.list({ prefix: `page:${host}/`, cursor });
      count += page.keys.length;
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
    return count;
  }

  await fetch(`${content}/__reset`, { method: 'POST' });
  const sitemap = await (await get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  let next = 0;
  const statuses = {};
  await Promise.all(
    Array.from({ length: CRAWL_CONNECTIONS }, async () => {
      while (next < paths.length) {
        const res = await get(paths[next++]);
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  await sleep(3000); // the background stores; and past KV's one write a second per key
  const before = await storedPages();
  const crawlCalls = await cmsCalls();
  console.log(
    `candidate-au sitemap: ${paths.length} URLs (${JSON.stringify(statuses)}), ${before} pages stored; ` +
      `that cold crawl made ${crawlCalls} CMS calls`,
  );

  await fetch(`${content}/__reset`, { method: 'POST' }); // counts from 0, and mode ok
  if (cmsDelayMs > 0)
    await fetch(`${content}/__control`, {
      method: 'POST',
      body: JSON.stringify({ mode: 'slow', delayMs: cmsDelayMs }),
    });
  const purgedAt = Date.now();
  const purge = await get('/admin/purge', {
    method: 'POST',
    headers: { authorization: `Bearer ${devVars.ADMIN_PURGE_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ all: true }),
  });
  if (!purge.ok) throw new Error(`purge answered ${purge.status}: ${await purge.text()}`);
  await purge.arrayBuffer();
  console.log(`purge-all at 0 s (WARM_PAGES_PER_PURGE ${perPurge}, CMS delay ${cmsDelayMs} ms)`);

  const rows = [];
  let last = { stored: -1, calls: -1, at: 0 };
  for (let at = reportEvery; ; at += reportEvery) {
    await sleep(purgedAt + at - Date.now());
    const row = { seconds: at / 1000, stored: await storedPages(), cmsCalls: await cmsCalls() };
    rows.push(row);
    console.log(
      `${String(row.seconds).padStart(4)} s: ${row.stored} pages stored, ${row.cmsCalls} CMS calls`,
    );
    const quiet = row.stored === last.stored && row.cmsCalls === last.calls;
    if (at >= watchFor && (quiet || at >= watchFor * 10)) break;
    if (!quiet) last = { stored: row.stored, calls: row.cmsCalls, at };
  }
  const minute = rows.find((row) => row.seconds === 60) ?? rows[rows.length - 1];
  console.log(
    JSON.stringify({
      sitemapUrls: paths.length,
      storedBeforePurge: before,
      coldCrawlCmsCalls: crawlCalls,
      warmPagesPerPurge: Number(perPurge),
      cmsDelayMs,
      withinAMinute: { pages: minute.stored, cmsCalls: minute.cmsCalls },
      allWarm: { pages: last.stored, cmsCalls: last.calls, seconds: last.at / 1000 },
    }),
  );
} finally {
  await mf.dispose();
  await services.stop();
}
