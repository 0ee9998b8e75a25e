// The V8 profiler of a worker running in workerd through Miniflare (its inspector proxy, `inspectorPort`),
// shared by profile-workerd.mjs and hit.mjs: a DevTools protocol session, a profile sampled while some work
// runs, and its self time by package / repository folder and by function through the bundle's source map.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { SourceMapConsumer } from 'source-map-js';
import WebSocket from 'ws';

import { root } from '../lib/wrangler.mjs';

import { selfTimeReport } from './self-time.mjs';

/** The sampling interval of the profiles (µs). */
export const SAMPLING_INTERVAL_US = 100;

/** A Chrome DevTools protocol session with the worker's isolate (Miniflare's inspector proxy). */
export async function inspector(inspectorPort, workerName) {
  const ws = new WebSocket(`ws://127.0.0.1:${inspectorPort}/core:user:${workerName}`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let next = 0;
  const waiting = new Map();
  ws.on('message', (data) => {
    const message = JSON.parse(String(data));
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.error) pending.reject(new Error(message.error.message));
    else pending.resolve(message.result);
  });
  return {
    post: (method, params = {}) =>
      new Promise((resolve, reject) => {
        next += 1;
        waiting.set(next, { resolve, reject });
        ws.send(JSON.stringify({ id: next, method, params }));
      }),
    close: () => ws.close(),
  };
}

/** Self time of a profile by package / repository folder and by function, through the bundle's source map. */
export function summarise(profile, map, top = 30) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  // A sample's time delta also holds any time the isolate sat idle before it (workerd records no idle samples
  // between requests), which would charge the first function of each request with the gap: each sample counts
  // as at most the sampling interval.
  const selfUs = new Map();
  profile.samples.forEach((id, i) =>
    selfUs.set(id, (selfUs.get(id) ?? 0) + Math.min(profile.timeDeltas[i] ?? 0, SAMPLING_INTERVAL_US)),
  );
  const entries = [];
  for (const [id, us] of selfUs) {
    const { callFrame } = nodes.get(id);
    let where;
    let name = callFrame.functionName || '(anonymous)';
    if (callFrame.url === '') where = `(${callFrame.functionName || 'native'})`;
    else {
      const original = map.originalPositionFor({
        line: callFrame.lineNumber + 1,
        column: callFrame.columnNumber,
      });
      const source = (original.source ?? callFrame.url).replace(/^(\.\.\/)+/, '');
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      where = pkg ? pkg[1] : source.split('/').slice(0, 2).join('/');
      name = `${original.name ?? name} ${source}:${original.line ?? '?'}`;
    }
    if (where === '((idle))' || where === '((program))') continue; // not the isolate's work
    entries.push([where, name, us]);
  }
  return selfTimeReport(entries, top);
}

/** The built worker bundle's source map (dist/worker/index.js.map), for `summarise`. */
export async function workerSourceMap() {
  return new SourceMapConsumer(
    JSON.parse(await readFile(path.join(root, 'dist/worker/index.js.map'), 'utf8')),
  );
}

/** Samples `session`'s isolate while `work` runs; the V8 CPU profile. */
export async function profileWhile(session, work) {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  await session.post('Profiler.start');
  await work();
  const { profile } = await session.post('Profiler.stop');
  return profile;
}
