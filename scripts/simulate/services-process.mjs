// The local stand-ins in a Node process of their own (`node scripts/services/index.mjs`), so the content API
// answers the locations on its own core while the simulation's readers keep time in theirs.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

import { root } from '../lib/wrangler.mjs';
import { SERVICES } from '../services/registry.mjs';

/** Starts every stand-in on wrangler.toml's ports + `offset`, its request log in `logFile`. */
export async function startServicesProcess({ offset, logFile }) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/services/index.mjs')], {
    cwd: root,
    env: { ...process.env, SERVICES_PORT_OFFSET: String(offset) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // However the simulation ends (a thrown error included), its stand-ins end with it and free their ports.
  process.once('exit', () => child.exitCode === null && child.kill('SIGTERM'));
  const logStream = createWriteStream(logFile);
  child.stderr.pipe(logStream);
  const services = [];
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The stand-ins exited (${code}); see ${logFile}`)));
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      logStream.write(`${line}\n`);
      const started = /^(\S+)\s+(http:\/\/127\.0\.0\.1:(\d+))\S*$/.exec(line);
      if (services.length < SERVICES.length && started) {
        services.push({ name: started[1], url: started[2], port: Number(started[3]) });
        if (services.length === SERVICES.length) resolve();
      }
    });
  });
  return {
    services,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
