// `node scripts/bench/compare-builds.mjs <worker dir A> <worker dir B> [iterations] [type…]`: two builds of
// the worker (copies of dist/worker/, e.g. before and after a change) side by side in workerd, as
// `npm run bench` runs one (workerd.mjs), on BENCH_PORT and BENCH_PORT+1. Each page type (pages.mjs) is
// rendered by A and B in turn, `iterations` times each, as the bench's "render, data warm" row renders it (a
// valid preview cookie: the page cache steps aside), and the CPU ms of each workerd process per request
// (/proc, cpu.mjs) is compared: on a busy machine the load falls on both alike, where two runs one after the
// other would each see a different machine. Pages whose HTML differs are written to
// .wrangler/compare-<type>.A.html and .B.html.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { upstreamUrls } from '../lib/upstreams.mjs';
import { root } from '../lib/wrangler.mjs';
import { startServices } from '../services/index.mjs';

import { cpuMs } from './cpu.mjs';
import { fetchOnce, quantile } from './load.mjs';
import { host, pageTypes } from './pages.mjs';
import { previewCookie } from './preview-cookie.mjs';
import { startSiteWorker } from './workerd.mjs';

const port = Number(process.env.BENCH_PORT ?? 8795);
const servicesOffset = Number(process.env.BENCH_SERVICES_OFFSET ?? 300);
const [dirA, dirB, iterationsArg, ...only] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: compare-builds.mjs <worker dir A> <worker dir B> [iterations] [type…]');
  process.exit(2);
}
const iterations = Number(iterationsArg ?? 100);

// A page as served, for comparing builds: its own address without the port, and image preload links with
// their attributes in one order (React writes `as` first for an `<img>`, `href` first for preload()).
const samePage = (html, siteHost) =>
  html
    .replaceAll(siteHost, host)
    .replaceAll(encodeURIComponent(siteHost), host)
    .replace(/<link rel="preload" as="image" href="([^"]*)"/g, '<link rel="preload" href="$1" as="image"');

const vars = await readFile(path.join(root, '.dev.vars'), 'utf8').catch(() =>
  readFile(path.join(root, '.dev.vars.example'), 'utf8'),
);
const headers = { cookie: previewCookie(/^PREVIEW_SIGNING_SECRET=(.*)$/m.exec(vars)?.[1]?.trim() ?? '') };
const services = await startServices({ portOffset: servicesOffset, log: () => {} });
const upstreams = upstreamUrls(servicesOffset);
const workers = [];
try {
  for (const [i, dir] of [dirA, dirB].entries()) {
    const scriptPath = path.resolve(dir, 'index.js');
    workers.push({ dir, ...(await startSiteWorker({ port: port + i, upstreams, scriptPath })) });
  }
  const chosen = only.length > 0 ? only.map((t) => [t, pageTypes[t] ?? t]) : Object.entries(pageTypes);
  const rows = [];
  for (const [type, pagePath] of chosen) {
    const cpu = workers.map(() => []);
    let html = [];
    for (let i = -20; i < iterations; i += 1) {
      html = [];
      for (const [w, worker] of workers.entries()) {
        const siteHost = `${host}:${worker.port}`;
        const c0 = await cpuMs(worker.pid);
        const res = await fetchOnce(worker.port, siteHost, pagePath, headers);
        await sleep(3); // its background work
        if (i >= 0) cpu[w].push((await cpuMs(worker.pid)) - c0);
        html.push(samePage(res.text, siteHost));
      }
    }
    const median = (xs) =>
      quantile(
        [...xs].sort((a, b) => a - b),
        0.5,
      );
    const [a, b] = cpu.map(median);
    if (html[0] !== html[1]) {
      // Kept for a diff: the pages as each build served them (the port in their addresses left out).
      for (const [w, name] of ['A', 'B'].entries()) {
        await writeFile(path.join(root, `.wrangler/compare-${type}.${name}.html`), html[w]);
      }
    }
    rows.push({
      type,
      'A ms': a.toFixed(2),
      'B ms': b.toFixed(2),
      'B/A': (b / a).toFixed(3),
      'same HTML': html[0] === html[1],
    });
  }
  console.log(`A ${dirA}\nB ${dirB}`);
  console.table(rows);
} finally {
  for (const worker of workers) await worker.stop();
  await services.stop();
}
