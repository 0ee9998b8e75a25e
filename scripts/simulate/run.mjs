/**
 * `npm run simulate [-- --minutes 2]`: the site in many locations at once (README "Simulation"). Starts the
 * local stand-ins and LOCATIONS simulated locations (locations.mjs: one isolate each, sharing KV, D1, Durable
 * Objects and queues) running the built worker, and readers at every location reading every sitemap URL of
 * every site in a Zipf-like mix; then, in order:
 *   warm      every URL read once (a site in service holds its pages);
 *   read      MINUTES minutes with the CMS healthy;
 *   publish   an author shown on many pages is edited in the content stand-in and its signed publish webhook
 *             sent; every location is asked for pages showing the author every few seconds until each serves
 *             the new name (how long after the webhook, per location); then a draft article of the seed is
 *             published with its webhook, and its lists (home, section, category) probed the same way;
 *   purge-all `POST /admin/purge {"all":true}`;
 *   deploy    every location restarted on a new build (a new build id), storage kept.
 * Prints a row per minute and each phase's figures (CMS calls per minute and per query, KV, D1 and Durable
 * Object operations per minute and per page view, 5xx, p50/p99 time to first byte) and writes
 * reports/simulate.json.
 * Options: --minutes (10), --phase-minutes (2; purge-all and deploy, and publish at least), --locations (8),
 * --rate (page views a second per location, 0.5), --zipf (exponent, 1), --kv-propagation (seconds, 60; 0: KV
 * strongly consistent), --seed (1), --no-build, --no-warm (start from empty storage: no warm crawl). SIMULATE_SERVICES_OFFSET (1100) moves the stand-ins' ports.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

import { devVar } from '../lib/dev-vars.mjs';
import { miniflareVersion } from '../lib/miniflare.mjs';
import { seedSecretsStore } from '../lib/secrets-store.mjs';
import { offsetFromEnv, upstreamUrls } from '../lib/upstreams.mjs';
import { root } from '../lib/wrangler.mjs';

import { difference, stretchFigures, sum } from './figures.mjs';
import { prepareBuild, startLocations } from './locations.mjs';
import { draftArticle, mostWrittenAuthor, publishDraft, publishRename } from './publish.mjs';
import { startServicesProcess } from './services-process.mjs';
import { rankedSitemapUrls } from './sitemap.mjs';
import { phaseFigures, phaseTable, steadyState } from './summary.mjs';
import { emptyTally, readPage, record, startReaders, zipfPicker } from './traffic.mjs';
import { importWorkerModule } from './worker-module.mjs';

const { values: options } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    'phase-minutes': { type: 'string', default: '2' },
    locations: { type: 'string', default: '8' },
    rate: { type: 'string', default: '0.5' },
    zipf: { type: 'string', default: '1' },
    'kv-propagation': { type: 'string', default: '60' },
    seed: { type: 'string', default: '1' },
    'no-build': { type: 'boolean', default: false },
    'no-warm': { type: 'boolean', default: false },
  },
});
const positive = (name) => {
  const value = Number(options[name]);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`--${name} must be a number ≥ 0, not ${options[name]}`);
  return value;
};
const minutes = positive('minutes');
const phaseSeconds = positive('phase-minutes') * 60;
const locationCount = Math.max(1, Math.round(positive('locations')));
const rate = positive('rate');
const propagationSeconds = positive('kv-propagation');
const seed = positive('seed');
const servicesOffset = offsetFromEnv('SIMULATE_SERVICES_OFFSET', 1100);
const PROBE_EVERY_MS = 5000;
const MAX_PROBES = 3;

const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

if (!options['no-build']) {
  log('Building the worker…');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
}
const work = path.join(root, '.wrangler/simulate');
const persistTo = path.join(work, 'state');
await rm(work, { recursive: true, force: true });
await mkdir(work, { recursive: true });
// The shared secrets, read through the Secrets Store as deployed (worker/secrets/README.md).
await seedSecretsStore({ persistTo });

const { sites } = await importWorkerModule('worker/site/sites.ts');
// The page fresh window: a location may keep serving its copy this long.
const { PAGE_FRESH_SECONDS } = await importWorkerModule('worker/cache/page-middleware/page-policy.ts');
const services = await startServicesProcess({
  offset: servicesOffset,
  logFile: path.join(work, 'services.log'),
});
const contentUrl = services.services.find((s) => s.name === 'content').url;
log(`Stand-ins on wrangler.toml's ports +${servicesOffset}; workerd of Miniflare ${miniflareVersion}`);
const locations = await startLocations({
  count: locationCount,
  dir: await prepareBuild(path.join(work, 'build-0')),
  persistTo,
  vars: upstreamUrls(servicesOffset),
  propagationSeconds,
  logFile: path.join(work, 'workerd.log'),
  log,
});

// Counts so far: the locations' own (reset when a deploy restarts them) on top of `before`.
let before = {};
async function storageCounts() {
  const each = await Promise.all(Array.from({ length: locationCount }, (_, i) => locations.counts(i)));
  return each.reduce(sum, before);
}
async function upstreamCounts() {
  const counts = {};
  for (const { name, url } of services.services) {
    const res = await fetch(`${url}/__requests`);
    if (res.ok) counts[name] = (await res.json()).count;
  }
  return counts;
}
const queryCounts = async () => (await (await fetch(`${contentUrl}/__queries`)).json()).calls;
const moment = async () => ({
  at: performance.now(),
  counts: await storageCounts(),
  upstream: await upstreamCounts(),
  queries: await queryCounts(),
});

const rows = [];
let tally = emptyTally();
let last;
/** Closes the current stretch as a row of `phase`. */
async function closeRow(phase) {
  const now = await moment();
  const row = stretchFigures({
    phase,
    seconds: (now.at - last.at) / 1000,
    tally,
    counts: difference(now.counts, last.counts),
    queries: difference(now.queries, last.queries),
    upstream: difference(now.upstream, last.upstream),
  });
  row.tally = tally;
  rows.push(row);
  log(
    `${phase.padEnd(9)} ${String(row.views).padStart(5)} views, ${row.serverErrors} 5xx, TTFB p50 ${row.ttfbP50Ms} p99 ${row.ttfbP99Ms} ms, ` +
      `CMS ${row.cmsCallsPerMinute}/min (${row.cmsCallsPerQuery} per query), KV ${row.kvReadsPerMinute} reads ${row.kvWritesPerMinute} writes/min ` +
      `(${row.kvWritesPerView}/view, index keys ${row.indexKeyWritesPerMinute}/min), D1 ${row.d1ReadsPerMinute}r ${row.d1WritesPerMinute}w/min, DO ${row.durableObjectCallsPerMinute}/min`,
  );
  const kinds = Object.entries(row.kvWritesByKind).map(([kind, n]) => `${kind} ${n}`);
  if (kinds.length > 0) log(`          KV writes: ${kinds.join(', ')}`);
  const samples = Object.entries(tally.errorSamples).map(([name, n]) => `${name} ×${n}`);
  if (samples.length > 0)
    log(
      `          ${row.serverErrors + row.otherErrors} answered 4xx/5xx or failed, e.g. ${samples.join(', ')}`,
    );
  tally = emptyTally();
  last = now;
}

/** Runs `phase` for `seconds` (or until `until()` resolves true, when longer), a row a minute. */
async function runPhase(phase, seconds, until = async () => true) {
  const end = performance.now() + seconds * 1000;
  let rowStart = performance.now();
  while (performance.now() < end || !(await until())) {
    await sleep(1000);
    if (performance.now() - rowStart >= 60_000) {
      await closeRow(phase);
      rowStart = performance.now();
    }
  }
  if (performance.now() - rowStart > 1000) await closeRow(phase);
}

const hosts = sites.map((site) => site.hosts.find((h) => h.endsWith('.localhost')));
const { urls, perSite } = await rankedSitemapUrls(locations, hosts);
log(
  `${urls.length} sitemap URLs of ${hosts.length} sites (${perSite.map(([h, n]) => `${h.split('.')[0]} ${n}`).join(', ')})`,
);
const exponent = positive('zipf');
const readerOptions = {
  locations,
  pick: (next) => zipfPicker(urls, exponent, next),
  perSecond: rate,
  maxInFlight: 32,
  onView: (_i, url, view) => record(tally, url, view),
  onShed: () => (tally.shed += 1),
};
last = await moment();
// warm: a deployment that has been running holds its pages; each URL read once (at one location each, four
// at a time) before the clock starts, so the read phase measures a site in service, not its first crawl.
if (!options['no-warm']) {
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        record(tally, url, await readPage(locations, queue.length % locationCount, url));
      }
    }),
  );
  await closeRow('warm');
}
let readers = startReaders({ ...readerOptions, seed });
log(`read: ${locationCount} locations × ${rate} page views/s for ${minutes} min`);
await runPhase('read', minutes * 60);

// Every location is asked for `probes` every few seconds until each serves `text` in all of them (or
// `probing()` says stop): the seconds after `sentAt` each location first did, null for never.
async function probeUntilServed({ probes, text, sentAt, probing }) {
  const servedAt = new Array(locationCount).fill(null);
  while (probing() && servedAt.some((t) => t === null)) {
    await Promise.all(
      servedAt.map(async (seen, i) => {
        if (seen !== null) return;
        let all = probes.length > 0;
        for (const url of probes) {
          const view = await readPage(locations, i, url);
          record(tally, url, view);
          if (!view.text.includes(text)) all = false;
        }
        if (all) servedAt[i] = Math.round((performance.now() - sentAt) / 100) / 10;
      }),
    );
    await sleep(PROBE_EVERY_MS);
  }
  return servedAt;
}

// A publish phase: `hook` sent, then the phase runs until every location serves `text` in `probes`, within
// KV's propagation and the page fresh window (and a margin) at most.
async function publishPhase({ hook, probes, text }) {
  log(`webhook answered ${hook.status} ${hook.text}`);
  let probing = true;
  const served = probeUntilServed({ probes, text, sentAt: hook.sentAt, probing: () => probing });
  let servedAt = null;
  void served.then((times) => (servedAt = times));
  const limit = (propagationSeconds + PAGE_FRESH_SECONDS + 120) * 1000;
  await runPhase(
    'publish',
    phaseSeconds / 2,
    async () => servedAt !== null || performance.now() - hook.sentAt > limit,
  );
  probing = false;
  return served;
}

const short = (url) => new URL(url).host.split('.')[0] + new URL(url).pathname;

// publish 1: the author with the most articles, renamed, and the publish webhook of that entry.
const author = await mostWrittenAuthor(urls);
const oldName = author.name;
const probes = [];
for (const url of author.shownOn) {
  if (probes.length >= MAX_PROBES) break;
  const view = await readPage(locations, 0, url);
  if (view.status === 200 && view.text.includes(oldName)) probes.push(url);
}
const newName = `${oldName} Revised`;
log(
  `publish: ${author.id} "${oldName}" → "${newName}", shown on ${author.shownOn.length} sitemap URLs; probes: ${probes.map(short).join(' ')}`,
);
const hook = await publishRename({ locations, contentUrl, host: hosts[0], id: author.id, name: newName });
const servedNewAt = await publishPhase({ hook, probes, text: newName });
log(`served the new name after (s, per location): ${servedNewAt.join(', ')}`);

// publish 2: a new article in a category, which its lists (home, section, category) must show.
const article = await draftArticle(urls, hosts[0]);
log(`publish: new article ${article.id} "${article.title}"; probes: ${article.shownOn.map(short).join(' ')}`);
const articleHook = await publishDraft({ locations, contentUrl, host: hosts[0], id: article.id });
const servedArticleAt = await publishPhase({
  hook: articleHook,
  probes: article.shownOn,
  text: article.title,
});
log(`listed the new article after (s, per location): ${servedArticleAt.join(', ')}`);

// purge-all, as an operator does.
const token = await devVar('ADMIN_PURGE_TOKEN');
const purge = await locations.fetch(0, `http://${hosts[0]}/admin/purge`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ all: true }),
});
log(`purge-all answered ${purge.status} ${(await purge.text()).slice(0, 120)}…`);
await runPhase('purge-all', phaseSeconds);

// deploy: the readers pause while every location restarts on the new build (Miniflare restarts workerd).
await readers.stop();
before = await storageCounts();
await locations.deploy(await prepareBuild(path.join(work, 'build-1'), 1));
log('deploy: every location runs a new build');
readers = startReaders({ ...readerOptions, seed: seed + 1 });
await runPhase('deploy', phaseSeconds);
await readers.stop();
await locations.stop();
await services.stop();

const phases = ['warm', 'read', 'publish', 'purge-all', 'deploy'].map((phase) => phaseFigures(rows, phase));
const steady = steadyState(rows);
const report = {
  date: new Date().toISOString(),
  settings: {
    minutes,
    phaseMinutes: phaseSeconds / 60,
    locations: locationCount,
    rate,
    zipf: exponent,
    kvPropagationSeconds: propagationSeconds,
    seed,
    miniflare: miniflareVersion,
  },
  urls: urls.length,
  publish: {
    entry: author.id,
    oldName,
    newName,
    webhookStatus: hook.status,
    probes,
    servedNewAfterSeconds: servedNewAt,
  },
  newArticle: {
    entry: article.id,
    title: article.title,
    webhookStatus: articleHook.status,
    probes: article.shownOn,
    listedAfterSeconds: servedArticleAt,
  },
  purgeAllStatus: purge.status,
  steady,
  phases,
  rows: rows.map(({ tally: _tally, ...row }) => row),
};
await mkdir(path.join(root, 'reports'), { recursive: true });
await writeFile(path.join(root, 'reports/simulate.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n${phaseTable(phases)}`);
console.log(`\nSteady state (read minutes ${steady.minutes}): ${JSON.stringify(steady)}`);
const slowest = (times) => Math.max(...times.map((t) => t ?? Infinity));
console.log(
  `Webhook → new content served, seconds per location: ${servedNewAt.join(', ')} (max ${slowest(servedNewAt)})`,
);
console.log(
  `Webhook → new article listed, seconds per location: ${servedArticleAt.join(', ')} (max ${slowest(servedArticleAt)})`,
);
console.log('Wrote reports/simulate.json');
