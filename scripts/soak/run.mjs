/**
 * `npm run soak`: the cache at scale and through an outage, by simulation (cache.soak.ts, run in workerd by
 * vitest with scripts/soak/vitest.config.ts and its own stand-ins). Prints the figures and writes
 * reports/soak.json. Settings: SOAK_PAGES (10000), SOAK_VARIANTS (2000), SOAK_OUTAGE_MINUTES (60),
 * SOAK_REQUESTS_PER_MINUTE (12), SOAK_SERVICES_OFFSET (900: the stand-ins' port offset).
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const started = Date.now();
const child = spawn('npx', ['vitest', 'run', '--config', 'scripts/soak/vitest.config.ts'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});

/** @type {Record<string, unknown>} */
const figures = {};
let buffered = '';
child.stdout.on('data', (chunk) => {
  const text = buffered + chunk.toString();
  const lines = text.split('\n');
  buffered = lines.pop() ?? '';
  for (const line of lines) {
    const found = /SOAK (\{.*\})\s*$/.exec(line);
    if (found) {
      const { name, ...rest } = JSON.parse(found[1]);
      figures[name] = rest;
    } else process.stdout.write(`${line}\n`);
  }
});

const code = await new Promise((resolve) => child.on('close', resolve));
const report = { date: new Date().toISOString(), totalMs: Date.now() - started, ...figures };
await mkdir(path.join(root, 'reports'), { recursive: true });
await writeFile(path.join(root, 'reports/soak.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nSoak figures (reports/soak.json):');
console.log(JSON.stringify(report, null, 2));
process.exit(code ?? 1);
