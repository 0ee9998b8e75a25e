// The simulated locations: one Miniflare (wrangler's, as `npm start` runs it) with one worker per location, each
// running the built worker behind location-entry.js (its own isolate, its own in-isolate tiers, its bindings
// counted), all of them sharing what Cloudflare shares between locations: the KV namespaces, D1 databases,
// Durable Objects and queues of wrangler.toml, persisted under one folder as `wrangler dev` persists them.
// Bindings are read from wrangler.toml with wrangler's own reader (unstable_getMiniflareWorkerOptions), so a
// binding added there ([[d1_databases]], [[durable_objects]], queues) reaches every location without a change
// here: a Durable Object class is hosted by the first location and bound by the others to that one, and each
// queue is consumed by the first location only (a queue has one consumer).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { unstable_getMiniflareWorkerOptions } from 'wrangler';

import { convertV4MiniflareOptions, Miniflare } from '../lib/miniflare.mjs';
import { root } from '../lib/wrangler.mjs';
import { datasetEntries } from '../seed.mjs';

const entryFile = path.join(root, 'scripts/simulate/location-entry.js');
const builtWorker = path.join(root, 'dist/worker/index.js');

/**
 * Copies the built worker beside the location entry into `dir`. `deploy` > 0 marks the copy as another build:
 * the manifest's hydrator address gains `?deploy=<n>`, which changes the build id (worker/render/manifest.ts
 * assetBuild) as a change to any browser file would, with the same worker code.
 */
export async function prepareBuild(dir, deploy = 0) {
  await mkdir(dir, { recursive: true });
  let script = await readFile(builtWorker, 'utf8');
  if (deploy > 0) {
    const marked = script.replace(/("hydrator":"[^"?]+)(\?deploy=\d+)?"/, `$1?deploy=${deploy}"`);
    if (marked === script) throw new Error('The built worker has no hydrator address to mark as a new build');
    script = marked;
  }
  await writeFile(path.join(dir, 'index.js'), script);
  await copyFile(entryFile, path.join(dir, 'location-entry.js'));
  return dir;
}

export const locationName = (i) => `location-${i}`;

/** One location's Miniflare worker options: wrangler.toml's bindings, the upstream `vars`, the build in `dir`. */
function locationOptions(i, { config, dir, vars, token, propagationSeconds }) {
  // The static-assets router runs before the Worker on Cloudflare; the simulation asks for pages only.
  const { modulesRules: _rules, assets: _assets, ...workerOptions } = config;
  const host = locationName(0);
  const durableObjects = Object.fromEntries(
    Object.entries(workerOptions.durableObjects ?? {}).map(([binding, spec]) => {
      const designator = typeof spec === 'string' ? { className: spec } : { ...spec };
      if (i > 0 && !designator.scriptName) designator.scriptName = host;
      return [binding, designator];
    }),
  );
  return {
    ...workerOptions,
    name: locationName(i),
    rootPath: dir,
    modules: [
      { type: 'ESModule', path: path.join(dir, 'location-entry.js') },
      { type: 'ESModule', path: path.join(dir, 'index.js') },
    ],
    durableObjects,
    queueConsumers: i === 0 ? workerOptions.queueConsumers : {},
    bindings: {
      ...workerOptions.bindings,
      ...vars,
      SIMULATION_LOCATION: locationName(i),
      SIMULATION_COUNTS_TOKEN: token,
      SIMULATION_KV_PROPAGATION_SECONDS: String(propagationSeconds),
    },
  };
}

/**
 * Starts `count` locations running the build in `dir` (prepareBuild), persisted under `persistTo`, DATASETS
 * seeded as `npm start` seeds it. `vars` overrides wrangler.toml [vars] (the stand-ins' addresses); what the
 * Worker logs goes to `logFile`.
 * Returns `fetch(i, url, init)` (a request to location i), `counts(i)` (its binding counters), `deploy(dir)`
 * (every location restarted on another build, storage kept) and `stop()`.
 */
export async function startLocations({
  count,
  dir,
  persistTo,
  vars,
  propagationSeconds,
  logFile,
  log = () => {},
}) {
  const token = randomUUID();
  const config = unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml')).workerOptions;
  const output = createWriteStream(logFile);
  const options = (buildDir) =>
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: 0,
      logRequests: false,
      handleStructuredLogs: ({ level, message }) => output.write(`${level} ${message}\n`),
      resourcePersistencePath: path.join(persistTo, 'v3'),
      workers: Array.from({ length: count }, (_, i) =>
        locationOptions(i, { config, dir: buildDir, vars, token, propagationSeconds }),
      ),
    });
  const mf = new Miniflare(options(dir));
  await mf.ready;
  const datasets = await mf.getKVNamespace('DATASETS', locationName(0));
  for (const { key, value } of await datasetEntries()) await datasets.put(key, value);
  log(`${count} locations started`);
  let workers = await Promise.all(Array.from({ length: count }, (_, i) => mf.getWorker(locationName(i))));
  return {
    count,
    fetch: (i, url, init) => workers[i].fetch(url, init),
    async counts(i) {
      const res = await workers[i].fetch('http://simulation.invalid/', {
        headers: { 'x-simulation-counts': token },
      });
      const { counts } = await res.json();
      return counts;
    },
    async deploy(buildDir) {
      await mf.setOptions(options(buildDir));
      workers = await Promise.all(Array.from({ length: count }, (_, i) => mf.getWorker(locationName(i))));
    },
    stop: () => mf.dispose(),
  };
}
