// Starts the whole local site: seeded KV and Secrets Store, the upstream stand-ins and `wrangler dev`.
// Used by `npm start`, the browser tests and the benchmarks.
import { copyFile, access } from 'node:fs/promises';
import path from 'node:path';

import { seedKv } from '../seed.mjs';
import { startServices } from '../services/index.mjs';

import { seedSecretsStore } from './secrets-store.mjs';
import { upstreamUrls } from './upstreams.mjs';
import { localObservability, root, spawnWrangler, statePath } from './wrangler.mjs';

async function ensureDevVars() {
  const devVars = path.join(root, '.dev.vars');
  try {
    await access(devVars);
  } catch {
    await copyFile(path.join(root, '.dev.vars.example'), devVars);
  }
}

async function waitUntilServing(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The site did not answer at ${url} within ${timeoutMs} ms`);
}

function stopProcessGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      clearTimeout(force);
      resolve();
    }
  });
}

/**
 * Starts the site on 127.0.0.1:`port`. `servicesOffset` moves every stand-in's port, so a test
 * run can sit beside `npm start`; `vars` overrides wrangler.toml [vars]; `observability` turns wrangler's
 * local observability on (default: LOCAL_OBSERVABILITY=true, else off). Resolves once the site answers;
 * `stop()` ends all it started.
 */
export async function startSite({
  port = 8787,
  servicesOffset = 0,
  persistTo = statePath,
  vars = {},
  observability = localObservability(),
  log = () => {},
} = {}) {
  await ensureDevVars();
  await Promise.all([seedKv({ persistTo }), seedSecretsStore({ persistTo })]);
  log('Seeded local KV from kv-seed/ and the local Secrets Store from .dev.vars');
  const services = await startServices({ portOffset: servicesOffset, log });
  const args = [
    'dev',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    persistTo,
    '--log-level',
    'warn',
  ];
  for (const [name, value] of Object.entries({ ...upstreamUrls(servicesOffset), ...vars }))
    args.push('--var', `${name}:${value}`);
  const child = spawnWrangler(args, {
    observability,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (d) => {
    output += d;
    log(String(d).trimEnd());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const stop = async () => {
    await stopProcessGroup(child);
    await services.stop();
  };
  try {
    await waitUntilServing(`http://127.0.0.1:${port}/`, child, 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${output}`, { cause: error });
  }
  return { port, services: services.services, stop };
}
