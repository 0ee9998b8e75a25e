/**
 * Search API stand-in (DESIGN §6, spec §7): `GET /api/cms-search` and `GET /api/cms-search/autocomplete`,
 * answered from a full-text index over the PUBLISHED articles of kv-seed/content (or CONTENT_SEED_DIR, as the
 * content service reads). Response shapes: README.md of this folder.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { DEFAULT_CONTENT_DIR, loadStore } from '../content/store.mjs';
import { json, route } from '../http.mjs';
import { startService } from '../server.mjs';

import { createSearchEngine } from './engine.mjs';
import { readFilters, readPaging, readQuery } from './params.mjs';

/** @type {import('../server.mjs').ServiceDefinition} */
const search = {
  name: 'search',
  port: 8802,
  async create() {
    const engine = createSearchEngine(await loadStore(process.env.CONTENT_SEED_DIR || DEFAULT_CONTENT_DIR));
    return [
      route('GET', '/api/cms-search', ({ url }) => {
        const q = readQuery(url.searchParams, { required: true });
        return json(
          200,
          engine.search(q, { ...readFilters(url.searchParams), ...readPaging(url.searchParams) }),
        );
      }),
      route('GET', '/api/cms-search/autocomplete', ({ url }) => {
        const q = readQuery(url.searchParams, { required: false });
        return json(200, engine.suggest(q, readFilters(url.searchParams)));
      }),
    ];
  },
};

export default search;

// `node scripts/services/search/index.mjs` runs this service alone (port 8802 + SERVICES_PORT_OFFSET).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = search.port + Number(process.env.SERVICES_PORT_OFFSET || 0);
  const log = (/** @type {string} */ line) => console.log(line);
  const running = await startService(search, { port, dataDir: '', datasetsDir: '', log });
  console.log(`search     ${running.url}/api/cms-search`);
}
