// Runs wrangler offline (DESIGN §2): no metrics, no request.cf fetch, config kept in the project.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const statePath = path.join(root, '.wrangler/state');

export const offlineEnv = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  XDG_CONFIG_HOME: path.join(root, '.config'),
  // wrangler 4's local observability (on unless this says false) streams every request of `wrangler dev` to a
  // trace collector in the worker's own process; local runs leave it off unless asked (localObservability).
  X_LOCAL_OBSERVABILITY: 'false',
};

/**
 * Whether `npm start` and the local site turn wrangler's local observability on: LOCAL_OBSERVABILITY=true (or
 * 1). wrangler.toml `[observability] enabled` is for deployed Workers (Workers Logs) and does not switch it.
 */
export const localObservability = () => ['true', '1'].includes(process.env.LOCAL_OBSERVABILITY ?? '');

const bin = path.join(root, 'node_modules/.bin');

/**
 * Spawns wrangler with the offline environment and the project's Node first on PATH; `observability` turns
 * wrangler dev's local observability on.
 */
export function spawnWrangler(args, { observability = false, ...options } = {}) {
  return spawn(path.join(bin, 'wrangler'), args, {
    cwd: root,
    env: {
      ...process.env,
      ...offlineEnv,
      X_LOCAL_OBSERVABILITY: String(observability),
      PATH: `${bin}${path.delimiter}${process.env.PATH}`,
    },
    ...options,
  });
}

/** Runs a wrangler command to completion; rejects with its output when it fails. */
export function runWrangler(args) {
  return new Promise((resolve, reject) => {
    const child = spawnWrangler(args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`wrangler ${args.join(' ')} failed:\n${output}`)),
    );
  });
}
