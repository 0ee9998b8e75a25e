/**
 * Content API stand-in (DESIGN §6, spec §7): a GraphQL server over kv-seed/content, answering the Worker's
 * Hygraph documents on `POST /graphql` (and `GET /graphql?query=…&variables=…`). Published reads need no
 * token; the DRAFT stage needs `Authorization: Bearer <CONTENT_PREVIEW_TOKEN>`.
 * Syntax and validation errors are answered like Hygraph: HTTP 200 with `{ errors }`; a request without a
 * query string, or with a body that is not JSON, gets 400 with `{ errors }`.
 */
import { timingSafeEqual } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { HttpError, json, route } from '../http.mjs';
import { startService } from '../server.mjs';

import { createExecutor } from './resolvers.mjs';
import { DEFAULT_CONTENT_DIR, loadStore } from './store.mjs';

/** The preview token when CONTENT_PREVIEW_TOKEN is not set (local runs and tests only). */
export const DEFAULT_PREVIEW_TOKEN = 'local-preview-content-token';

/** @type {import('../server.mjs').ServiceDefinition} */
const content = {
  name: 'content',
  port: 8801,
  bodyLimit: 256 * 1024,
  async create() {
    const store = await loadStore(process.env.CONTENT_SEED_DIR || DEFAULT_CONTENT_DIR);
    const execute = createExecutor(store);
    const previewToken = process.env.CONTENT_PREVIEW_TOKEN || DEFAULT_PREVIEW_TOKEN;
    /** Calls per query: operation name and variables (`GET /__queries`). */
    const byQuery = new Map();

    /**
     * @param {unknown} request
     * @param {import('node:http').IncomingHttpHeaders} headers
     */
    async function answer(request, headers) {
      const { query, variables, operationName } = parseRequest(request);
      const name = operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';
      const key = `${name} ${JSON.stringify(variables ?? {})}`;
      byQuery.set(key, (byQuery.get(key) ?? 0) + 1);
      const canPreview = sameToken(bearerToken(headers.authorization), previewToken);
      return json(200, await execute({ query, variables, operationName, canPreview }));
    }

    return [
      route('POST', '/graphql', async ({ json: readJson, headers }) => {
        const body = await readJson().catch((error) => {
          throw error instanceof HttpError && error.status === 400 ? badRequest(error.message) : error;
        });
        return answer(body, headers);
      }),
      route('GET', '/graphql', ({ url, headers }) => answer(Object.fromEntries(url.searchParams), headers)),
      // Control: `{ "id": "<entry id>", "published": true | false }` publishes a draft-only entry (or hides
      // one), as an editor would in Hygraph; tests then send the publish webhook.
      route('POST', '/__publish', async ({ json: readJson }) => {
        const { id, published = true } = /** @type {{ id?: unknown, published?: unknown }} */ (
          (await readJson()) ?? {}
        );
        const record = typeof id === 'string' ? store.byId.get(id) : undefined;
        if (!record) throw new HttpError(404, 'No such entry', { id: String(id) });
        record.published = published !== false;
        return json(200, { ok: true, id, published: record.published });
      }),
      // Control: `{ "id": "<entry id>", "fields": { … }, "localizations": { "<locale>": { … } } }` changes a
      // published entry's values, as an editor's edit and publish would in Hygraph (its `updatedAt` and
      // `publishedAt` become now); the caller then sends the publish webhook.
      route('POST', '/__edit', async ({ json: readJson }) => {
        const { id, fields, localizations } = /** @type {Record<string, unknown>} */ (
          (await readJson()) ?? {}
        );
        const record = typeof id === 'string' ? store.byId.get(id) : undefined;
        if (!record) throw new HttpError(404, 'No such entry', { id: String(id) });
        const changes = Object.entries(/** @type {object} */ (localizations ?? {}));
        if (!isPlainObject(fields ?? {}) || !isPlainObject(localizations ?? {}))
          throw new HttpError(400, 'fields and localizations must be objects');
        const notObject = changes.find(([, values]) => !isPlainObject(values));
        if (notObject) throw new HttpError(400, `localizations.${notObject[0]} must be an object`);
        record.fields = { ...record.fields, .../** @type {object} */ (fields) };
        for (const [locale, values] of changes) {
          const current = record.localizations?.[locale];
          record.localizations = { ...record.localizations, [locale]: { ...current, ...values } };
        }
        record.updatedAt = record.publishedAt = new Date().toISOString();
        return json(200, { ok: true, id });
      }),
      // How many calls each query (operation name, else the document's, and variables) got since the start.
      route('GET', '/__queries', () => json(200, { calls: Object.fromEntries(byQuery) })),
    ];
  },
};

export default content;

/**
 * @param {unknown} request
 * @returns {{ query: string, variables?: Record<string, unknown>, operationName?: string }}
 */
function parseRequest(request) {
  const { query, variables, operationName } = /** @type {Record<string, unknown>} */ (request ?? {});
  if (typeof query !== 'string' || query.trim() === '') throw badRequest('Must provide query string.');
  let vars = variables ?? undefined;
  if (typeof vars === 'string') {
    try {
      vars = vars.trim() === '' ? undefined : JSON.parse(vars);
    } catch {
      throw badRequest('Variables are invalid JSON.');
    }
  }
  if (vars !== undefined && (typeof vars !== 'object' || Array.isArray(vars) || vars === null)) {
    throw badRequest('Variables must be an object.');
  }
  if (operationName != null && typeof operationName !== 'string') {
    throw badRequest('operationName must be a string.');
  }
  return {
    query,
    variables: /** @type {Record<string, unknown> | undefined} */ (vars),
    operationName: operationName || undefined,
  };
}

/** @param {unknown} value */
function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** @param {string} message */
function badRequest(message) {
  return new HttpError(400, message, { errors: [{ message }] });
}

/**
 * @param {string | undefined} header
 * @returns {string | undefined}
 */
function bearerToken(header) {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}

/**
 * @param {string | undefined} given
 * @param {string} expected
 */
function sameToken(given, expected) {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// `node scripts/services/content/index.mjs` runs this service alone (port 8801 + SERVICES_PORT_OFFSET).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = content.port + Number(process.env.SERVICES_PORT_OFFSET || 0);
  const log = (/** @type {string} */ line) => console.log(line);
  const running = await startService(content, { port, dataDir: '', datasetsDir: '', log });
  console.log(`content    ${running.url}/graphql`);
}
