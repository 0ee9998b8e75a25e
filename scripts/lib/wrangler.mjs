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
};

const bin = path.join(root, 'node_modules/.bin');

/** Spawns wrangler with the offline environment and the project's Node first on PATH. */
export function spawnWrangler(args, options = {}) {
  return spawn(path.join(bin, 'wrangler'), args, {
    cwd: root,
    env: { ...process.env, ...offlineEnv, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
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
