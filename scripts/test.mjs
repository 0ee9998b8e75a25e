// `npm test`: typecheck, lint (ESLint and Prettier), then the worker, ui and e2e test projects.
// Installs the system tools the tests use (Chromium, pdftotext, xmllint, Java) when missing and we may (root), else
// says how.
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

/** The system tools the tests use, by the Debian package that brings each one. */
const systemTools = [
  { path: chromium, pkg: 'chromium', use: 'the browser tests' },
  { path: '/usr/bin/pdftotext', pkg: 'poppler-utils', use: 'reading back the PDFs the browser makes' },
  { path: '/usr/bin/xmllint', pkg: 'libxml2-utils', use: 'validating the sitemaps' },
  {
    path: '/usr/bin/java',
    pkg: 'default-jre-headless',
    use: 'the W3C HTML checker (vnu-jar) of every page type',
  },
];

function ensureSystemTools() {
  const missing = systemTools.filter((tool) => !existsSync(tool.path));
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.pkg).join(' ');
  if (process.getuid?.() !== 0) {
    for (const tool of missing) console.error(`${tool.path} is missing (${tool.use}).`);
    console.error(`Run \`sudo apt-get update && sudo apt-get install -y ${packages}\`, then npm test.`);
    process.exit(1);
  }
  run(`Installing ${packages} (apt-get)`, 'sh', [
    '-c',
    `apt-get update -qq && apt-get install -y -qq ${packages}`,
  ]);
}

if (!existsSync(path.join(root, '.dev.vars'))) {
  copyFileSync(path.join(root, '.dev.vars.example'), path.join(root, '.dev.vars'));
}
ensureSystemTools();
run('Lockfile', 'node', ['scripts/lock-platforms.mjs', '--check']);
run('Translations (vocab compile)', 'vocab', ['compile']);
run('Islands (the map made from ui/widgets)', 'node', ['scripts/lib/island-map.mjs']);
run('Typecheck', 'tsc', ['--noEmit']);
run('Lint', 'eslint', ['.']);
run('Format', 'prettier', ['--check', '.', '--log-level', 'warn']);
mkdirSync(path.join(root, 'reports'), { recursive: true });

/** True when we can give the browser tests a network of their own with only loopback in it. */
function canIsolateNetwork() {
  if (process.getuid?.() !== 0) return false;
  return spawnSync('unshare', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
}

function vitest(title, projects, { offline = false } = {}) {
  console.log(`\n▶ ${title}`);
  const report = path.join(root, `reports/vitest-${projects.join('-')}.json`);
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json'];
  args.push(`--outputFile.json=${report}`, ...process.argv.slice(2));
  // Offline proof: the site starts and every browser test passes with no network but loopback.
  const [command, commandArgs] = offline
    ? ['unshare', ['-n', 'sh', '-c', 'ip link set lo up && exec vitest "$@"', 'vitest', ...args]]
    : ['vitest', args];
  const { status } = spawnSync(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
  const counts = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : {};
  return {
    status: status ?? 1,
    passed: counts.numPassedTests ?? 0,
    failed: counts.numFailedTests ?? 0,
    failures: failuresIn(counts),
  };
}

/** 'file › test: first line of the error' for each failed test of a vitest JSON report. */
function failuresIn(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const name = path.relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed before its tests ran (import or hook error) has only a file-level message.
    if (failedTests.length === 0 && file.status === 'failed') return [`${name}: ${firstLine(file.message)}`];
    return failedTests.map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

const firstLine = (text) => (text ?? '').trim().split('\n')[0].slice(0, 300);

const offline = canIsolateNetwork();
const results = [
  vitest('Worker and UI tests', ['worker', 'ui']),
  vitest(`Browser tests${offline ? ' (in a network namespace with loopback only)' : ''}`, ['e2e'], {
    offline,
  }),
  // After the others, alone: a drill loads its own site with crowds of readers and counts what they wait.
  vitest('Drills (the site under upstream failures and crowds of readers)', ['drill'], { offline }),
];
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
// Last, so that the end of a long log says what failed.
for (const failure of results.flatMap((r) => r.failures)) console.log(`✖ ${failure}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.status === 0) ? 0 : 1);
