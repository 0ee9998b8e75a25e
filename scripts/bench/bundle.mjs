// Sizes of what the build produced: the worker bundle, and the JavaScript a page makes the browser load,
// at once (the hydrator and islands that hydrate on load) or later (islands that wait to be visible or idle).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { root } from '../lib/wrangler.mjs';

const publicDir = path.join(root, 'dist/public');
const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;

export async function workerBundle() {
  const code = await readFile(path.join(root, 'dist/worker/index.js'));
  return { raw: code.length, gzip: gzip(code) };
}

// Static imports of a built ES module (esbuild output: `import{a as b}from"./chunks/x.js"`, `import"./y.js"`).
const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[\w*${},\s]+from\s*)?["']([^"']+)["']/g;

async function closure(urls, files = new Map()) {
  for (const url of urls) {
    if (files.has(url)) continue;
    const code = await readFile(path.join(publicDir, url)).catch(() => undefined);
    if (!code) continue;
    files.set(url, code);
    const imports = [...code.toString('utf8').matchAll(STATIC_IMPORT)].map(
      ([, spec]) => new URL(spec, `http://x${url}`).pathname,
    );
    await closure(imports, files);
  }
  return files;
}

// React itself: react, react-dom and scheduler, and the hydration code that shares React DOM's chunk
// (ui/islands/hydrate-root.tsx, island-id.tsx). An island's size "beyond React" leaves out the files made of
// nothing else (the shared React chunks), as DESIGN's island budgets count.
const REACT_INPUT =
  /(^|\/)(node_modules\/(react|react-dom|scheduler)\/|ui\/islands\/(hydrate-root|island-id)\.tsx$)/;

/**
 * Per island (every island the build made): the gzip bytes of its code with every static import, and of that
 * code beyond React. Dynamic imports inside an island (the PDF renderer and documents) are not counted: they
 * load on a click. Needs dist/browser-meta.json (scripts/build.mjs).
 */
export async function islandSizes() {
  const manifest = JSON.parse(await readFile(path.join(root, 'dist/manifest.json'), 'utf8'));
  const meta = JSON.parse(await readFile(path.join(root, 'dist/browser-meta.json'), 'utf8'));
  const reactOnly = new Set(
    Object.entries(meta)
      .filter(([, output]) => {
        const inputs = Object.keys(output.inputs ?? {});
        return inputs.length > 0 && inputs.every((input) => REACT_INPUT.test(input));
      })
      .map(([file]) => `/${path.relative('dist/public', file).split(path.sep).join('/')}`),
  );
  const sizes = {};
  for (const [name, urls] of Object.entries(manifest.islands)) {
    const files = await closure(urls);
    const beyond = new Map([...files].filter(([url]) => !reactOnly.has(url)));
    sizes[name] = { gzip: sum(files), beyondReactGzip: sum(beyond) };
  }
  return sizes;
}

const sum = (files) => [...files.values()].reduce((total, code) => total + gzip(code), 0);

/** The gzip bytes of JavaScript a page's HTML loads eagerly and deferred, and the islands it has. */
export async function pageJavaScript(html) {
  const manifest = JSON.parse(await readFile(path.join(root, 'dist/manifest.json'), 'utf8'));
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  const islands = [...html.matchAll(/data-island="([^"]+)"[^>]*?data-island-hydrate="([^"]+)"/g)].map(
    ([, name, hydrate]) => ({ name, hydrate }),
  );
  const filesOf = (list) => list.flatMap(({ name }) => manifest.islands[name] ?? []);
  // React DOM and the hydration code come with each React island's own files (scripts/build.mjs); plain islands
  // (ui/islands/plain-island.ts) hydrate without them.
  const eager = await closure([
    ...scripts,
    ...preloads,
    ...filesOf(islands.filter((i) => i.hydrate === 'load')),
  ]);
  const later = await closure(filesOf(islands.filter((i) => i.hydrate !== 'load')));
  for (const url of eager.keys()) later.delete(url);
  const eagerGzip = sum(eager);
  const deferredGzip = sum(later);
  const list = (files, when) => [...files].map(([url, code]) => ({ url, when, gzip: gzip(code) }));
  return {
    eagerGzip,
    deferredGzip,
    // Everything the page has loaded once every island on it has hydrated.
    hydratedGzip: eagerGzip + deferredGzip,
    files: [...list(eager, 'load'), ...list(later, 'later')],
    islands: [...new Set(islands.map((i) => `${i.name}:${i.hydrate}`))],
  };
}
