// `node scripts/bench/profile-summary.mjs <file.cpuprofile> [top]`: the CPU time of a profile taken with
// profile-render.mjs, split by the source each sample ran in (self time): a package of node_modules, or a
// folder of this repository, found from esbuild's `// <path>` module comments in the unminified bundle; then
// the `top` most expensive functions.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { root } from '../lib/wrangler.mjs';

import { selfTimeReport } from './self-time.mjs';

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const bundle = path.join(root, '.wrangler/bench/profile-app.mjs');
const lines = readFileSync(bundle, 'utf8').split('\n');

// Line number (0-based) → module path, from the comments esbuild writes before each module.
const starts = [];
lines.forEach((line, i) => {
  const m = /^\/\/ ((?:node_modules|worker|ui|model|scripts)\/\S+)$/.exec(line);
  if (m) starts.push([i, m[1]]);
});
function moduleAt(line) {
  let lo = 0;
  let hi = starts.length - 1;
  let found = '(bundle)';
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid][0] <= line) {
      found = starts[mid][1];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
function group(modulePath) {
  const m = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(modulePath);
  if (m) return m[1];
  return modulePath.split('/').slice(0, 2).join('/');
}

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parents = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
// Samples inside the profiler's own session (its native `dispatch` under node:inspector's post): not the app's.
const inProfiler = (id) => {
  for (let at = parents.get(id); at !== undefined; at = parents.get(at)) {
    if (nodes.get(at).callFrame.url.includes('inspector')) return true;
  }
  return false;
};
const selfUs = new Map();
const deltas = profile.timeDeltas;
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (deltas[i] ?? 0)));

const entries = [];
for (const [id, us] of selfUs) {
  const { callFrame } = nodes.get(id);
  let where;
  if (callFrame.url.endsWith('profile-app.mjs')) where = group(moduleAt(callFrame.lineNumber));
  else if (callFrame.url === '') where = `(${callFrame.functionName || 'native'})`;
  else if (callFrame.url.includes('inspector'))
    continue; // the profiler's own session
  else if (callFrame.url.startsWith('node:')) where = 'node internals';
  else where = path.relative(root, callFrame.url.replace('file://', '')) || callFrame.url;
  if (where === '(idle)' || where === '(program)' || inProfiler(id)) continue;
  entries.push([
    where,
    `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`,
    us,
  ]);
}
console.log(selfTimeReport(entries, top));
