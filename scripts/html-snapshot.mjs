// `node scripts/html-snapshot.mjs <dir>` renders every seeded page of every site and language into <dir>
// (one .html file per address), for checking that a change of structure leaves the HTML as it was:
// `node scripts/html-snapshot.mjs <dir> --compare <other-dir>` renders again and lists every page whose HTML
// differs, with the first differing lines. The worker's app runs in Node against the local content, search
// and survey stand-ins (KV in memory, the seeded datasets in DATASETS), as the bench's render timer does; pages are found by crawling each
// site's links from its home and from every seeded page's address, so a page added to the seed is included.
//   SNAPSHOT_SERVICES_OFFSET (700) moves the stand-ins' ports; SNAPSHOT_LIMIT (4000) bounds the crawl.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

import { MemoryD1 } from './bench/memory-d1.mjs';
import { MemoryKv } from './bench/memory-kv.mjs';
import { exampleDevVars } from './lib/dev-vars.mjs';
import { nodeRequire } from './lib/node-require.mjs';
import { upstreamUrls } from './lib/upstreams.mjs';
import { workerResolution } from './lib/worker-resolution.mjs';
import { root } from './lib/wrangler.mjs';
import { datasetEntries } from './seed.mjs';
import { startServices } from './services/index.mjs';

const servicesOffset = Number(process.env.SNAPSHOT_SERVICES_OFFSET ?? 700);
const limit = Number(process.env.SNAPSHOT_LIMIT ?? 4000);
const outfile = path.join(root, '.wrangler/snapshot/app.mjs');

async function bundleApp() {
  await build({
    absWorkingDir: root,
    stdin: {
      contents: "export { createApp } from './worker/app';\nexport { sites } from './worker/site/sites';\n",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: ['node22'],
    ...workerResolution,
    outfile,
    define: { 'process.env.NODE_ENV': '"production"' },
    // Debug class names (`{file}_{style}__{hash}`): normalise() drops the hash, which depends on the style
    // file's folder, so moving a component does not show as a change of every page.
    plugins: [nodeRequire, vanillaExtractPlugin({ identifiers: 'debug' })],
    logLevel: 'error',
  });
  return import(`${outfile}?${Date.now()}`);
}

/** Seeded page addresses by the link rules of spec §2 (as the browser crawl test builds them). */
async function seededPagePaths() {
  const read = async (file) => JSON.parse(await readFile(path.join(root, 'kv-seed/content', file), 'utf8'));
  const sections = new Map((await read('sections.json')).map((s) => [s.id, s.fields]));
  const paths = new Set(['/']);
  for (const page of await read('pages.json')) {
    const slug = String(page.fields.slug);
    const section = sections.get(String(page.fields.relatedPageSection ?? ''));
    if (!section) {
      paths.add(slug === 'home' ? '/' : `/page/${slug.replace(/^(sara|star)-awards-/, '')}`);
      continue;
    }
    const parent = sections.get(String(section.parentSection ?? ''));
    const base = `${parent ? `/${String(parent.sectionName)}` : ''}/${String(section.sectionName)}`;
    paths.add(slug === section.sectionName ? base : `${base}/${slug}`);
  }
  return [...paths];
}

// Build hashes in asset names change with any code change, and class name hashes with a style file's folder;
// the rest of the page must not.
const normalise = (html) =>
  html
    .replace(/(\/assets\/[\w.-]+?)-[A-Za-z0-9]{8}\.(js|css)/g, '$1.$2')
    .replace(/\b([A-Za-z][\w-]*_[\w-]+?)__[a-z0-9]{6,}\b/g, '$1');

const fileName = (host, address) =>
  `${host}${address === '/' ? '/index' : address.replace(/[?&=]/g, '_')}.html`.replace(/:\d+/, '');

async function snapshot(dir) {
  const { createApp, sites } = await bundleApp();
  const services = await startServices({ portOffset: servicesOffset });
  const app = createApp();
  // The seeded datasets (insights, investor, videos…), as `npm start` puts them in DATASETS.
  const datasets = new MemoryKv();
  for (const { key, value } of await datasetEntries()) await datasets.put(key, value);
  const env = {
    ENVIRONMENT: 'development',
    DEFAULT_HOST: 'candidate-au.localhost:8787',
    ...(await exampleDevVars()),
    ...upstreamUrls(servicesOffset),
    CONTENT_CACHE: new MemoryKv(),
    CACHE_INDEX: new MemoryD1(),
    DATASETS: datasets,
  };
  const ctx = { waitUntil: (p) => p.catch(() => undefined), passThroughOnException() {}, props: {} };
  const pagePaths = await seededPagePaths();
  const pages = new Map();
  try {
    for (const site of sites) {
      const host = `${site.name}.localhost:8787`;
      const prefixes = site.locales.map((_, i) => (i === 0 ? '' : `/${site.locales[i].language}`));
      const queue = prefixes.flatMap((prefix) =>
        pagePaths.map((p) => `${prefix}${p === '/' ? '' : p}` || '/'),
      );
      const seen = new Set(queue);
      while (queue.length > 0 && pages.size < limit) {
        const address = queue.shift();
        const res = await app.request(`http://${host}${address}`, {}, env, ctx);
        const html = normalise(await res.text());
        pages.set(
          fileName(host, address),
          `<!-- ${res.status} ${res.headers.get('location') ?? ''} -->\n${html}`,
        );
        for (const [, href] of html.matchAll(/href="(\/[^"#]*)"/g)) {
          const link = href.replaceAll('&amp;', '&');
          if (seen.has(link) || /^\/(assets|api|preview|admin|webhooks)\b/.test(link)) continue;
          seen.add(link);
          queue.push(link);
        }
      }
    }
  } finally {
    await services.stop();
  }
  await rm(dir, { recursive: true, force: true });
  for (const [name, html] of pages) {
    const file = path.join(dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html.replace(/></g, '>\n<'));
  }
  return pages;
}

function firstDifference(before, after) {
  const a = before.split('\n');
  const b = after.split('\n');
  const at = a.findIndex((line, i) => line !== b[i]);
  const line = at < 0 ? a.length : at;
  return `line ${line + 1}\n  - ${(a[line] ?? '').slice(0, 240)}\n  + ${(b[line] ?? '').slice(0, 240)}`;
}

const [dir, flag, other] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node scripts/html-snapshot.mjs <dir> [--compare <before-dir>]');
  process.exit(2);
}
const pages = await snapshot(path.resolve(dir));
console.log(`${pages.size} pages rendered into ${dir}`);
if (flag === '--compare') {
  let differing = 0;
  for (const name of pages.keys()) {
    const after = await readFile(path.join(dir, name), 'utf8');
    const before = await readFile(path.join(path.resolve(other), name), 'utf8').catch(() => null);
    if (before === after) continue;
    differing += 1;
    console.log(`\n${name}: ${before === null ? 'new page' : firstDifference(before, after)}`);
  }
  console.log(`\n${differing} of ${pages.size} pages differ from ${other}`);
  process.exit(differing > 0 ? 1 : 0);
}
process.exit(0);
