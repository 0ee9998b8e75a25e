// Builds the browser islands and the worker with esbuild (DESIGN §2):
//   dist/public/assets/  content-hashed hydrator, island and shared chunks, and the stylesheet;
//   dist/worker/index.js the worker, with the asset manifest built in;
//   dist/manifest.json   the same manifest, for tools (bench, audits);
//   dist/browser-meta.json what each browser file is made of (esbuild's metafile outputs), for the bench;
//   dist/public/         also static/ (favicon) as it is;
//   dist/public/fonts/   the Noto Sans files the browser's PDF renderer registers (scripts/lib/pdf-fonts.mjs).
import { createHash } from 'node:crypto';
import { copyFile, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

import { securityHeaders } from '../worker/middleware/security-headers/policy.ts';

import { criticalCssIndex } from './lib/critical-css.mjs';
import { islandNames, isPlainIsland, writeIslandMap } from './lib/island-map.mjs';
import { nodeRequire } from './lib/node-require.mjs';
import { pdfFontFiles, pdfFontsFolder } from './lib/pdf-fonts.mjs';
import { precompiledVocab } from './lib/precompiled-vocab.mjs';
import { workerResolution } from './lib/worker-resolution.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BUILD_OUT_DIR: another folder than dist/ (the deploy check's dry runs build beside a running site).
const dist = process.env.BUILD_OUT_DIR ? path.resolve(process.env.BUILD_OUT_DIR) : path.join(root, 'dist');
const publicDir = path.join(dist, 'public');
const assetsDir = path.join(publicDir, 'assets');
const identifiers = 'short';
const define = { 'process.env.NODE_ENV': '"production"' };
// @sentry/browser (the lazy monitoring chunk, ui/monitoring): no debug logging, and no replay compression
// worker, which it would start from a blob: URL that the CSP refuses (replays go uncompressed).
const browserDefine = {
  ...define,
  __SENTRY_DEBUG__: 'false',
  __SENTRY_EXCLUDE_REPLAY_WORKER__: 'true',
};

const relative = (file) => path.relative(root, file).split(path.sep).join('/');
const publicUrl = (file) => `/${path.relative(publicDir, path.join(root, file)).split(path.sep).join('/')}`;

async function buildBrowser() {
  const names = await islandNames(root);
  const entryPoints = [
    { in: 'ui/islands/browser.tsx', out: 'hydrate' },
    ...names.map((name) => ({ in: `ui/widgets/${name}/index.ts`, out: `island-${name}` })),
  ];
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    minify: true,
    metafile: true,
    define: browserDefine,
    legalComments: 'none',
    // Thai and Bahasa texts as UTF-8 (module scripts are always read as UTF-8), not \\u escapes.
    charset: 'utf8',
    alias: { 'use-sync-external-store/shim/index.js': './scripts/lib/use-sync-external-store.js' },
    // The server's stylesheet already holds every class the islands use; translations arrive parsed.
    plugins: [
      precompiledVocab(root),
      reactIslandsCarryHydration,
      signalsWithoutUnusedRuntime,
      vanillaExtractPlugin({ identifiers, outputCss: false }),
    ],
    logLevel: 'warning',
  });
  const outputs = result.metafile.outputs;
  await assertNoProcess(Object.keys(outputs));
  const byEntry = new Map(
    Object.entries(outputs)
      .filter(([, o]) => o.entryPoint)
      .map(([file, o]) => [o.entryPoint, file]),
  );
  const islands = {};
  const plainIslandFiles = {};
  const reactIslands = [];
  for (const name of names) {
    const file = byEntry.get(`ui/widgets/${name}/index.ts`);
    islands[name] = [...loadedFiles(file, outputs, false)].map(publicUrl);
    assertTranslatedIsland(name, file, outputs);
    assertHydrationCarried(name, file, outputs);
    if (outputs[file].exports.includes('enhance'))
      plainIslandFiles[name] = [...loadedFiles(file, outputs, true)];
    else reactIslands.push(name);
  }
  const hydrator = publicUrl(byEntry.get('ui/islands/browser.tsx'));
  return { hydrator, islands, reactIslands, plainIslandFiles, outputs };
}

/**
 * The output files `file` loads, itself included: at once (its static imports), and with `later` also what it
 * imports on an action (its dynamic imports).
 */
function loadedFiles(file, outputs, later, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of outputs[file]?.imports ?? []) {
    if (later || imported.kind === 'import-statement') loadedFiles(imported.path, outputs, later, seen);
  }
  return seen;
}

/**
 * The classes each plain island's code can put on the page (a class of the stylesheet named anywhere in the
 * files it loads, at once or later), space-separated: a page inlines their rules with its own
 * (worker/render/critical-css.ts), so a page whose islands are all plain never needs the whole stylesheet.
 */
async function plainIslandClasses(plainIslandFiles, byClass) {
  const classes = {};
  for (const [name, files] of Object.entries(plainIslandFiles)) {
    const named = new Set();
    for (const file of files) {
      const text = await readFile(path.join(root, file), 'utf8');
      for (const [token] of text.matchAll(/[A-Za-z_][\w-]*/g))
        if (Object.hasOwn(byClass, token)) named.add(token);
    }
    classes[name] = [...named].sort().join(' ');
  }
  return classes;
}

/**
 * The hydrator gives no island Vocab's provider (ui/islands/hydrate-root.tsx): an island whose code, loaded at
 * once or on an action, reaches `@vocab/react` must bring it with `translated()` (ui/islands/translated.tsx), or
 * it would fail only when it hydrates. Checked here, on what the island is actually made of.
 */
function assertTranslatedIsland(name, file, outputs) {
  const inputs = [...loadedFiles(file, outputs, true)].flatMap((output) =>
    Object.keys(outputs[output]?.inputs ?? {}),
  );
  if (inputs.some((input) => input.includes('node_modules/@vocab/react/')) && !inputs.includes(TRANSLATED)) {
    throw new Error(
      `The ${name} island uses Vocab's translations: export it wrapped in translated() (${TRANSLATED})`,
    );
  }
}
const TRANSLATED = 'ui/islands/translated.tsx';

/**
 * Each React island's entry also exports `hydrateIsland` (ui/islands/hydrate-root.tsx), which the hydrator calls
 * (ui/islands/browser.tsx): React DOM, the hydration code and the island id context are then reached by exactly
 * the React islands, so the build puts them in one shared chunk beside React's, instead of five small files
 * (~0.75 KB gzip less on every page with a React island). Plain islands (`enhance`) are left as they are.
 */
const HYDRATE_ROOT = path.join(root, 'ui/islands/hydrate-root.tsx');
const reactIslandsCarryHydration = {
  name: 'react-islands-carry-hydration',
  setup(b) {
    b.onLoad({ filter: /[\\/]ui[\\/]widgets[\\/][^\\/]+[\\/]index\.ts$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      if (isPlainIsland(source)) return undefined;
      const from = JSON.stringify(path.relative(path.dirname(file), HYDRATE_ROOT).split(path.sep).join('/'));
      return { contents: `${source}\nexport { hydrateIsland } from ${from};\n`, loader: 'ts' };
    });
  },
};

/** A React island whose entry lost `hydrateIsland` would never hydrate: the build fails first. */
function assertHydrationCarried(name, file, outputs) {
  const exports = outputs[file]?.exports ?? [];
  if (!exports.includes('enhance') && !exports.includes('hydrateIsland')) {
    throw new Error(
      `The ${name} island exports neither enhance nor hydrateIsland (${relative(HYDRATE_ROOT)})`,
    );
  }
}

/**
 * Browsers have no `process`, and the browser bundles get no stand-in for it (it cost every page's islands
 * ~0.4 KB gzip): `process.env.NODE_ENV` is defined away, and React and Sentry only touch `process` behind a
 * `typeof` check. A package that reads it bare (Node's `util` polyfill, which Braid's entry pulls in through
 * `assert`) would fail in the browser, so the build fails first.
 */
async function assertNoProcess(files) {
  const bare = /(?<![\w$.])process\.(env|browser|version|versions|nextTick|platform|cwd|argv)\b/;
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const match = bare.exec(await readFile(path.join(root, file), 'utf8'));
    if (match) throw new Error(`${file} reads ${match[0]}, which browsers do not have`);
  }
}

/**
 * @preact/signals-react re-exports its React runtime (render tracking, and signals rendered as JSX text) from
 * its main entry, and the runtime patches Signal.prototype when loaded, so a bundler keeps it even when nothing
 * uses it. The islands use signals' values only (ui/auth reads its signal with useSyncExternalStore), so in the
 * browser the package is side-effect free: what the islands import stays, the unused runtime (~0.8 KB gzip) goes.
 */
const signalsWithoutUnusedRuntime = {
  name: 'signals-without-unused-runtime',
  setup(b) {
    b.onResolve({ filter: /^@preact\/signals-react(\/runtime)?$/ }, async ({ path: p, ...args }) => {
      if (args.pluginData === 'resolved') return undefined;
      const { kind, resolveDir, importer } = args;
      const found = await b.resolve(p, { kind, resolveDir, importer, pluginData: 'resolved' });
      return { ...found, sideEffects: false };
    });
  },
};

/** workerd resolves Node built-ins under `node:` with nodejs_compat; keep them out of the bundle. */
const nodeBuiltins = {
  name: 'node-builtins',
  setup(b) {
    const names = new Set(builtinModules.filter((m) => !m.startsWith('_')));
    b.onResolve({ filter: /^[a-z_/:]+$/ }, ({ path: p }) => {
      const bare = p.replace(/^node:/, '');
      if (!names.has(bare)) return undefined;
      return { path: `node:${bare}`, external: true };
    });
  },
};

/**
 * The PDF renderer runs only in the browser (DESIGN §2) and is reached only through dynamic imports inside
 * islands; the worker renders those islands but never calls them, so it gets a module that says so instead of
 * ~2 MB of renderer.
 */
const browserOnly = {
  name: 'browser-only',
  setup(b) {
    b.onResolve({ filter: /^@react-pdf\/renderer$/ }, ({ path: p }) => ({
      path: p,
      namespace: 'browser-only',
    }));
    b.onLoad({ filter: /.*/, namespace: 'browser-only' }, ({ path: p }) => ({
      contents: `throw new Error(${JSON.stringify(`${p} runs in the browser only`)});`,
      loader: 'js',
    }));
  },
};

async function buildWorker(browser) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['worker/index.ts'],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: ['es2023'],
    ...workerResolution,
    outdir: path.join(dist, 'worker'),
    entryNames: 'index',
    minify: true,
    sourcemap: 'linked',
    write: false,
    define,
    legalComments: 'none',
    // The runtime's own modules (the Durable Object base class) are workerd's, not the bundle's.
    external: ['cloudflare:*'],
    plugins: [nodeRequire, nodeBuiltins, browserOnly, vanillaExtractPlugin({ identifiers })],
    logLevel: 'warning',
  });
  const css = result.outputFiles.filter((f) => f.path.endsWith('.css'));
  const stylesheets = [];
  // Each page inlines the rules its HTML and its plain islands use, and loads the whole sheet for its React
  // islands (worker/render/critical-css).
  const critical = criticalCssIndex(css.map((file) => file.text).join(''));
  critical.islandClasses = await plainIslandClasses(browser.plainIslandFiles, critical.byClass);
  for (const file of css) {
    const hash = createHash('sha256').update(file.contents).digest('hex').slice(0, 10);
    const name = `styles-${hash}.css`;
    await writeFile(path.join(assetsDir, name), file.contents);
    stylesheets.push(`/assets/${name}`);
  }
  const { hydrator, islands, reactIslands } = browser;
  const manifest = { stylesheets, hydrator, islands, reactIslands };
  const values = { __ASSET_MANIFEST__: manifest, __CRITICAL_CSS__: critical };
  for (const file of result.outputFiles.filter((f) => !f.path.endsWith('.css'))) {
    await writeFile(file.path, withBuildValues(file.path, file.text, values));
  }
  return manifest;
}

/**
 * The worker bundle with `values` (known only once it is built) declared on a first line of their own, and its
 * source map moved down by that line: replacing the names where the minified code uses them would shift the
 * columns of everything after them on that long line, and stack traces and profiles would name the wrong source.
 */
function withBuildValues(file, text, values) {
  if (file.endsWith('.js.map')) {
    const map = JSON.parse(text);
    return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
  }
  if (!file.endsWith('.js')) return text;
  for (const name of Object.keys(values)) {
    if (!text.includes(name)) throw new Error(`The worker bundle no longer reads ${name}`);
  }
  const declared = Object.entries(values).map(([name, value]) => `var ${name}=${JSON.stringify(value)};`);
  return `${declared.join('')}\n${text}`;
}

// Static files are answered by the assets router before the Worker runs: they get the pages' security headers
// here (CSP with frame-ancestors 'self', X-Frame-Options, nosniff…; HSTS stays the production Worker's, as
// this file is the same in every environment). Cloudflare joins the headers of every rule a path matches, so
// each header is set by one rule only.
const staticSecurity = Object.entries(securityHeaders({ ENVIRONMENT: 'static' }, true))
  .map(([name, value]) => `  ${name}: ${value}`)
  .join('\n');
const headers = `/*
${staticSecurity}
/assets/*
  Cache-Control: public, max-age=31536000, immutable
/${pdfFontsFolder}/*
  Cache-Control: public, max-age=604800
`;

async function copyPdfFonts() {
  const folder = path.join(publicDir, pdfFontsFolder);
  await mkdir(folder, { recursive: true });
  for (const file of pdfFontFiles) {
    await copyFile(path.join(root, 'node_modules', file), path.join(folder, path.basename(file)));
  }
}

export async function buildAll() {
  const started = Date.now();
  await rm(dist, { recursive: true, force: true });
  await mkdir(path.join(dist, 'worker'), { recursive: true });
  await mkdir(assetsDir, { recursive: true });
  // Every folder under ui/widgets is an island, named after the folder: both bundles read the map made from them.
  for (const file of await writeIslandMap(root))
    console.log(`Wrote ${file} from the folders under ui/widgets`);
  const browser = await buildBrowser();
  const manifest = await buildWorker(browser);
  await cp(path.join(root, 'static'), publicDir, { recursive: true });
  await copyPdfFonts();
  await writeFile(path.join(publicDir, '_headers'), headers);
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(manifest, null, 2));
  await writeFile(path.join(dist, 'browser-meta.json'), JSON.stringify(browser.outputs));
  return { manifest, ms: Date.now() - started, files: Object.keys(browser.outputs).map(relative) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ms } = await buildAll();
  console.log(`Built worker and islands in ${ms} ms`);
}
