// Imports one of the worker's own TypeScript modules into Node (bundled by esbuild), so the simulation uses the
// worker's signing and sites table rather than copies of them.
import path from 'node:path';

import { build } from 'esbuild';

import { root } from '../lib/wrangler.mjs';

/** The module `file` (relative to the repository) with what it imports, as Node sees an ES module. */
export async function importWorkerModule(file) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, file)],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
