// A small load generator in plain Node (autocannon-like): `connections` keep-alive connections each send
// requests back to back, for `durationMs` or until `maxRequests`; latency is from sending to the last byte.
// With `cpuPids`, the CPU time those processes used (cpu.mjs) is divided by the requests answered.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

import { cpuMs } from './cpu.mjs';

// Time given to a request's background work (waitUntil: cache writes) before the CPU time is read again.
const SETTLE_MS = 150;

/** The value at quantile `q` (0–1) of ascending `sorted`. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

function send(agent, port, host, path, headers) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, agent, headers: { host, ...headers } },
      (res) => {
        let bytes = 0;
        const chunks = [];
        res.on('data', (chunk) => {
          bytes += chunk.length;
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes, body: chunks }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${path}`)));
    req.end();
  });
}

/** One request, with its body as text (for checks before a run); on a connection of its own unless `agent`. */
export async function fetchOnce(
  port,
  host,
  path,
  headers = {},
  agent = new http.Agent({ keepAlive: false }),
) {
  const res = await send(agent, port, host, path, headers);
  return { status: res.status, headers: res.headers, text: Buffer.concat(res.body).toString('utf8') };
}

const tally = (counts, value) => {
  const key = String(value ?? '-');
  counts[key] = (counts[key] ?? 0) + 1;
};

/**
 * Measures GET `path` on 127.0.0.1:`port` with Host `host`. With `before` (e.g. a purge), that runs
 * before each request and is not timed, and requests per second come from the timed part alone; the CPU time
 * of `cpuPids` is then read around each request (after `before` and its background work settle). `warmup`
 * requests are sent first, not measured.
 */
export async function measure({
  port,
  host,
  path,
  headers = {},
  connections = 8,
  durationMs = 3000,
  maxRequests = Infinity,
  before,
  cpuPids = [],
  warmup = 0,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = {};
  const pageCache = {};
  const contentCache = {};
  let bytes = 0;
  let sent = 0;
  // Untimed requests first (`warmup` in all, over the connections): the JIT and the connections warm up.
  await Promise.all(
    Array.from({ length: Math.min(connections, warmup) }, async (_, i) => {
      for (let n = i; n < warmup; n += connections) await send(agent, port, host, path, headers);
    }),
  );
  let cpu = 0;
  const cpuNow = async () => (await Promise.all(cpuPids.map(cpuMs))).reduce((a, b) => a + b, 0);
  const runStartCpu = await cpuNow();
  const started = performance.now();
  const end = started + durationMs;
  async function loop() {
    while (performance.now() < end && sent < maxRequests) {
      sent += 1;
      let c0;
      if (before) {
        await before();
        await sleep(SETTLE_MS);
        c0 = await cpuNow();
      }
      const t0 = performance.now();
      const res = await send(agent, port, host, path, headers);
      latencies.push(performance.now() - t0);
      if (before) {
        await sleep(SETTLE_MS);
        cpu += (await cpuNow()) - c0;
      }
      bytes += res.bytes;
      tally(statuses, res.status);
      tally(pageCache, res.headers['x-page-cache']);
      tally(contentCache, res.headers['x-content-cache']);
    }
  }
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = performance.now() - started;
  if (!before) {
    await sleep(SETTLE_MS);
    cpu = (await cpuNow()) - runStartCpu;
  }
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const timed = before ? latencies.reduce((sum, ms) => sum + ms, 0) : elapsed;
  return {
    requests: latencies.length,
    connections,
    rps: latencies.length / (timed / 1000),
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    cpuMsPerRequest: cpuPids.length && latencies.length ? cpu / latencies.length : null,
    bytesPerResponse: latencies.length ? Math.round(bytes / latencies.length) : 0,
    statuses,
    pageCache,
    contentCache,
  };
}
