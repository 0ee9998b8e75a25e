// `npm test`: typecheck, lint (ESLint and Prettier), then the worker, ui and e2e test projects.
// Installs Chromium for the browser tests when it is missing and we may (root), else says how.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { offlineEnv, root } from './lib/wrangler.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const bin = path.join(root, 'node_modules/.bin');
const env = { ...process.env, ...offlineEnv, PATH: `${bin}${path.delimiter}${process.env.PATH}` };

function run(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing: run \`sudo apt-get update && sudo apt-get install -y chromium\`, then npm test.`,
    );
    process.exit(1);
  }
  run('Installing Chromium (apt-get)', 'sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium']);
}

if (!existsSync(path.join(root, '.dev.vars'))) {
  copyFileSync(path.join(root, '.dev.vars.example'), path.join(root, '.dev.vars'));
}
ensureChromium();
run('Typecheck', 'tsc', ['--noEmit']);
run('Lint', 'eslint', ['.']);
run('Format', 'prettier', ['--check', '.', '--log-level', 'warn']);
mkdirSync(path.join(root, 'reports'), { recursive: true });
const report = path.join(root, 'reports/vitest.json');
const vitest = spawnSync(
  'vitest',
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: root, env, stdio: 'inherit' },
);
if (existsSync(report)) {
  const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\n${numPassedTests} passed, ${numFailedTests} failed`);
}
process.exit(vitest.status ?? 1);
