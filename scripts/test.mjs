// `npm test`: typecheck, lint (ESLint, Prettier, import cycles), the worker and ui test projects side by side with the e2e
// project (a 2-core machine: the browser tests mostly wait on Chromium and the site, which leaves room for the
// others), then the drills alone. Installs the system tools the tests use (Chromium, pdftotext, xmllint, Java) when missing
// and we may (root), else says how.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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
mkdirSync(path.join(root, 'reports'), { recursive: true });

/** True when we can give the browser tests a network of their own with only loopback in it. */
function canIsolateNetwork() {
  if (process.getuid?.() !== 0) return false;
  return spawnSync('unshare', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
}

/** A step's output, streamed with its lane's name before each line so that two lanes' lines can be told apart. */
function prefixed(stream, lane) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`[${lane}] ${line}\n`);
  });
  stream.on('end', () => rest && process.stdout.write(`[${lane}] ${rest}\n`));
}

/** Every step's title and seconds, for the table at the end. */
const timings = [];

/** Runs one step of a lane to its end; resolves with its exit status. */
function step(lane, title, command, args) {
  console.log(`[${lane}] ▶ ${title}`);
  const started = Date.now();
  // Colour as on a terminal when the run is on one (the output goes through a pipe to be prefixed).
  const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, ...colour },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixed(child.stdout, lane);
  prefixed(child.stderr, lane);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`[${lane}] ${error.message}`);
      resolve(1);
    });
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      timings.push({ title, seconds });
      console.log(`[${lane}] ${status === 0 ? '✔' : '✖'} ${title}: ${seconds} s`);
      resolve(status ?? 1);
    });
  });
}

/** A check that only passes or fails (typecheck, lint). */
async function check(lane, title, command, args) {
  const status = await step(lane, title, command, args);
  return { status, passed: 0, failed: 0, failures: status === 0 ? [] : [`${title} failed`] };
}

async function vitest(lane, title, projects, { offline = false } = {}) {
  const report = path.join(root, `reports/vitest-${lane}.json`);
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json'];
  args.push(`--outputFile.json=${report}`, ...process.argv.slice(2));
  // Offline proof: the site starts and every browser test passes with no network but loopback.
  const [command, commandArgs] = offline
    ? ['unshare', ['-n', 'sh', '-c', 'ip link set lo up && exec vitest "$@"', 'vitest', ...args]]
    : ['vitest', args];
  rmSync(report, { force: true });
  const status = await step(lane, title, command, commandArgs);
  const counts = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : {};
  return {
    status,
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

/** Runs a lane's steps one after another, each to its end (a failure is reported, the rest still run). */
async function lane(steps) {
  const results = [];
  for (const next of steps) results.push(await next());
  return results;
}

const offline = canIsolateNetwork();
const started = Date.now();
// Two lanes side by side: the checks and the worker and ui tests; the browser tests.
const browserTests = `Browser tests${offline ? ' (in a network namespace with loopback only)' : ''}`;
const lanes = await Promise.all([
  lane([
    () => check('code', 'Typecheck', 'tsc', ['--noEmit']),
    () => check('code', 'Lint', 'eslint', ['.']),
    () => check('code', 'Format', 'prettier', ['--check', '.', '--log-level', 'warn']),
    // The import cycle check, type imports counted (.dependency-cruiser.cjs).
    () => check('code', 'Import cycles, type imports counted', 'npm', ['run', '--silent', 'cycles']),
    () =>
      vitest('code', 'Worker and UI tests', [
        'worker',
        'worker-isolated',
        'worker-own-runtime',
        'ui',
        'ui-isolated',
      ]),
  ]),
  lane([() => vitest('site', browserTests, ['e2e'], { offline })]),
]);
// Then alone: a drill loads its own site (`wrangler dev`, building dist/ first) with crowds of readers within the
// site's time budgets, which other work on the cores would eat into.
const drillTests = 'Drills (the site under upstream failures and crowds of readers)';
const drills = await vitest('drill', drillTests, ['drill'], { offline });
const results = [...lanes.flat(), drills];
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
// Last, so that the end of a long log says what failed and how long each step took.
console.log('');
for (const { title, seconds } of timings) console.log(`${String(seconds).padStart(5)} s  ${title}`);
console.log(`${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s  the whole run`);
for (const failure of results.flatMap((r) => r.failures)) console.log(`✖ ${failure}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.status === 0) ? 0 : 1);
