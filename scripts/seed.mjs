// Seeds the local KV namespaces from kv-seed/ (see kv-seed/README.md): every JSON file under
// kv-seed/datasets/ becomes one entry of DATASETS, keyed by its file name without `.json`.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { root, runWrangler, statePath } from './lib/wrangler.mjs';

/** The DATASETS entries: `{ key, value }` per JSON file of kv-seed/datasets/ (the bench seeds its memory KV too). */
export async function datasetEntries() {
  const dir = path.join(root, 'kv-seed/datasets');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const entries = [];
  for (const file of files) {
    const value = await readFile(path.join(dir, file), 'utf8');
    JSON.parse(value); // a broken seed file fails here, not in a page
    entries.push({ key: file.replace(/\.json$/, ''), value });
  }
  return entries;
}

export async function seedKv({ persistTo = statePath } = {}) {
  const entries = await datasetEntries();
  const tmp = await mkdtemp(path.join(tmpdir(), 'kv-seed-'));
  try {
    const bulk = path.join(tmp, 'datasets.json');
    await writeFile(bulk, JSON.stringify(entries));
    await runWrangler([
      'kv',
      'bulk',
      'put',
      bulk,
      '--binding',
      'DATASETS',
      '--local',
      '--persist-to',
      persistTo,
    ]);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  return entries.map((e) => e.key);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const keys = await seedKv();
  console.log(`Seeded DATASETS with ${keys.length} entries: ${keys.join(', ')}`);
}
