// `node scripts/page-cache-cpu.mjs [path]`: the CPU a page-cache hit costs in the production runtime, beside
// two trivial workers in the same runtime answering the same bytes from memory and from one KV get. Runs the
// built worker (`npm run build` first) under Miniflare directly (no wrangler proxy, no local observability),
// each worker in its own workerd process, and reads that process's CPU time (/proc/<pid>/stat, user + system)
// before and after N requests. Linux only. PAGE_CPU_REQUESTS (3000), PAGE_CPU_CONNECTIONS (8), PAGE_CPU_WORKER
// (another build's dist/worker/index.js, to compare) and
// BENCH_SERVICES_OFFSET (300, the stand-ins' port offset) adjust it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { convertV4MiniflareOptions, Miniflare } from 'miniflare';

import { host } from './bench/pages.mjs';
import { upstreamUrls } from './lib/upstreams.mjs';
import { root } from './lib/wrangler.mjs';
import { datasetEntries } from './seed.mjs';
import { startServices } from './services/index.mjs';

const pagePath = process.argv[2] ?? '/career-advice/article/how-to-write-a-resume';
const requests = Number(process.env.PAGE_CPU_REQUESTS ?? 3000);
const connections = Number(process.env.PAGE_CPU_CONNECTIONS ?? 8);
const servicesOffset = Number(process.env.BENCH_SERVICES_OFFSET ?? 300);
const TICKS_PER_SECOND = 100;
const COPIES = 200;

function tomlVars() {
  const toml = readFileSync(path.join(root, 'wrangler.toml'), 'utf8');
  const top = toml.slice(toml.indexOf('[vars]'), toml.indexOf('[[kv_namespaces]]'));
  return Object.fromEntries(
    [...top.matchAll(/^(\w+) = "([^"]*)"/gm)].map(([, name, value]) => [name, value]),
  );
}

function devVars() {
  const text = readFileSync(path.join(root, '.dev.vars.example'), 'utf8');
  return Object.fromEntries(
    [...text.matchAll(/^(\w+)=(.*)$/gm)].map(([, name, value]) => [name, value.trim()]),
  );
}

// The workerd processes this script started (children of this process), newest last.
function workerdPids() {
  const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, comm]) => comm === 'workerd')
    .map(([pid]) => Number(pid));
}

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function started(options) {
  const before = new Set(workerdPids());
  const mf = new Miniflare(convertV4MiniflareOptions({ port: 0, host: '127.0.0.1', ...options }));
  const url = await mf.ready;
  const pid = workerdPids().find((candidate) => !before.has(candidate));
  if (!pid) throw new Error('no workerd process found');
  return { mf, port: Number(url.port), pid };
}

// GETs `paths` in turn over `connections` keep-alive connections, `count` requests in all.
async function rotate(port, paths, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const pageCache = {};
  let sent = 0;
  const started = performance.now();
  const one = (requestPath) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: requestPath, agent, headers: { host } },
        (res) => {
          const status = res.headers['x-page-cache'] ?? '-';
          pageCache[status] = (pageCache[status] ?? 0) + 1;
          res.on('data', () => {});
          res.on('end', resolve);
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (sent < count) await one(paths[sent++ % paths.length]);
    }),
  );
  agent.destroy();
  return { requests: count, rps: count / ((performance.now() - started) / 1000), pageCache };
}

async function cpuPerRequest(name, { port, pid }, expectHeader, paths = [pagePath]) {
  await rotate(port, paths, Math.max(200, paths.length)); // warm up
  const cpuBefore = cpuMs(pid);
  const result = await rotate(port, paths, requests);
  const cpu = (cpuMs(pid) - cpuBefore) / result.requests;
  if (expectHeader && !((result.pageCache[expectHeader] ?? 0) >= result.requests * 0.9))
    throw new Error(
      `${name}: expected x-page-cache ${expectHeader}, got ${JSON.stringify(result.pageCache)}`,
    );
  const row = { name, requests: result.requests, rps: Math.round(result.rps), cpuMs: Number(cpu.toFixed(3)) };
  console.log(JSON.stringify({ ...row, pageCache: result.pageCache }));
  return row;
}

const compatibility = { compatibilityDate: '2026-11-01', compatibilityFlags: ['nodejs_compat'] };

const services = await startServices({ portOffset: servicesOffset });
const rows = [];
let html;
try {
  const site = await started({
    ...compatibility,
    modules: true,
    scriptPath: process.env.PAGE_CPU_WORKER ?? path.join(root, 'dist/worker/index.js'),
    bindings: { ...tomlVars(), ...upstreamUrls(servicesOffset), ...devVars() },
    kvNamespaces: ['CONTENT_CACHE', 'DATASETS', 'FORM_OUTBOX'],
    queueProducers: {
      PURGE_QUEUE: 'purge-work',
      FORM_QUEUE: 'form-submissions',
      FORM_DEAD_LETTER_QUEUE: 'form-dead-letters',
    },
  });
  try {
    const datasets = await site.mf.getKVNamespace('DATASETS');
    for (const { key, value } of await datasetEntries()) await datasets.put(key, value);
    const first = await fetch(`http://127.0.0.1:${site.port}${pagePath}`, { headers: { host } });
    await first.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the background store
    const hit = await fetch(`http://127.0.0.1:${site.port}${pagePath}`, { headers: { host } });
    html = await hit.text();
    console.log(
      `${pagePath}: ${first.status} ${first.headers.get('x-page-cache')}, then ${hit.headers.get('x-page-cache')}, ${Buffer.byteLength(html)} bytes`,
    );
    rows.push(await cpuPerRequest('page-cache hit (one page)', site, 'hit'));
    // The same page under COPIES keys (7 MB, beyond any in-isolate tier): every hit reads KV.
    const cache = await site.mf.getKVNamespace('CONTENT_CACHE');
    const { keys } = await cache.list({ prefix: 'page:' });
    const key = keys.find(({ name }) => name.endsWith(pagePath))?.name;
    if (!key) throw new Error(`no page key for ${pagePath} in ${keys.map(({ name }) => name).join(', ')}`);
    const stored = await cache.getWithMetadata(key, 'arrayBuffer');
    const copies = Array.from({ length: COPIES }, (_, i) => `${pagePath}-copy-${i}`);
    // Stored now, so that the run stays in the fresh window (the JSON envelope of earlier builds, or metadata).
    const fresh = stored.metadata
      ? { value: stored.value, options: { metadata: { ...stored.metadata, at: Date.now() } } }
      : {
          value: JSON.stringify({
            ...JSON.parse(Buffer.from(stored.value).toString()),
            storedAt: Date.now(),
          }),
          options: {},
        };
    for (const copy of copies) await cache.put(key.replace(pagePath, copy), fresh.value, fresh.options);
    rows.push(await cpuPerRequest(`page-cache hit (${COPIES} pages)`, site, 'hit', copies));
  } finally {
    await site.mf.dispose();
  }

  const bytes = new TextEncoder().encode(html);
  const memory = await started({
    ...compatibility,
    modules: true,
    script: `export default { fetch(_, env) { return new Response(env.PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } }); } };`,
    bindings: { PAGE: html },
  });
  try {
    rows.push(await cpuPerRequest('baseline: from memory', memory));
  } finally {
    await memory.mf.dispose();
  }
  const kv = await started({
    ...compatibility,
    modules: true,
    script: `export default { async fetch(_, env) { return new Response(await env.KV.get('page', 'stream'), { headers: { 'content-type': 'text/html; charset=utf-8' } }); } };`,
    kvNamespaces: ['KV'],
  });
  try {
    await (await kv.mf.getKVNamespace('KV')).put('page', bytes);
    rows.push(await cpuPerRequest('baseline: one KV get', kv));
  } finally {
    await kv.mf.dispose();
  }
} finally {
  await services.stop();
}
const kvRow = rows.find((row) => row.name === 'baseline: one KV get');
for (const row of rows)
  console.log(
    `${row.name.padEnd(24)} ${String(row.rps).padStart(6)} req/s  ${row.cpuMs.toFixed(3)} ms CPU  ${(row.cpuMs / kvRow.cpuMs).toFixed(2)}× one KV get`,
  );
