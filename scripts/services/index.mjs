/**
 * Starts the local upstream stand-ins on loopback (DESIGN §6). Used by `npm start`, the test setups, and
 * directly: `node scripts/services/index.mjs` starts them all until SIGINT/SIGTERM.
 * `SERVICES_PORT_OFFSET` (an integer) is added to every port, so a second copy can run beside the first.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { offsetFromEnv } from '../lib/upstreams.mjs';

import { DEFAULT_DATASETS_DIR } from './datasets.mjs';
import { SERVICES } from './registry.mjs';
import { startService } from './server.mjs';

/** .wrangler/services of this repository: where the form stand-in writes submissions.jsonl. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.wrangler/services/', import.meta.url));

/**
 * @typedef {object} StartOptions
 * @property {string[]} [only] names of the services to start (default: all)
 * @property {string} [dataDir] where services write files (default .wrangler/services/)
 * @property {(line: string) => void} [log] receives one line per request (default: silent)
 * @property {number} [portOffset] added to each port (default: SERVICES_PORT_OFFSET, else 0)
 */

/**
 * @param {StartOptions} [options]
 * @returns {Promise<{ services: { name: string, url: string, port: number }[], stop: () => Promise<void> }>}
 */
export async function startServices(options = {}) {
  const {
    only,
    dataDir = DEFAULT_DATA_DIR,
    log = () => {},
    portOffset = offsetFromEnv('SERVICES_PORT_OFFSET', 0),
  } = options;
  const unknown = (only ?? []).filter((name) => !SERVICES.some((service) => service.name === name));
  if (unknown.length > 0) throw new Error(`Unknown services: ${unknown.join(', ')}`);
  const selected = only ? SERVICES.filter((service) => only.includes(service.name)) : SERVICES;
  await mkdir(dataDir, { recursive: true });

  /** @type {import('./server.mjs').RunningService[]} */
  const running = [];
  const stopAll = () => Promise.all(running.map((service) => service.close())).then(() => {});
  try {
    for (const definition of selected) {
      const port = definition.port + portOffset;
      running.push(await startService(definition, { port, dataDir, datasetsDir: DEFAULT_DATASETS_DIR, log }));
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { services: running.map(({ name, url, port }) => ({ name, url, port })), stop: stopAll };
}

async function main() {
  const { services, stop } = await startServices({ log: (line) => console.log(line) });
  for (const { name, url } of services) console.log(`${name.padEnd(10)} ${url}`);
  let stopping = false;
  const shutdown = (/** @type {string} */ signal) => {
    if (stopping) process.exit(1); // a second signal: give up waiting
    stopping = true;
    console.log(`${signal}: stopping services`);
    stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
