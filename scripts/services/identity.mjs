/**
 * Identity stand-in (spec §3 Candidate and Hirer context, §7 GetUser and getHeaderFooterContext), answering
 * from kv-seed/datasets/identity.json: any bearer token is a session (the development fixture, with its
 * permission options), the tokens of `hirerSessions` give its variants (credit hold, activation pending,
 * customer-service view, a single account) and `expired` none. GraphQL-like: it matches on operationName (or the name in the query
 * text) and does not execute the selection set.
 */
import { loadDataset } from './datasets.mjs';
import { HttpError, json, route } from './http.mjs';

/** @typedef {Record<string, (token: string | undefined) => unknown>} Operations */

/** A token the stand-in treats as a session that has ended: no viewer, no hirer context. */
const EXPIRED_TOKEN = 'expired';

/**
 * The fixture with a session variant's fields over it (identity.json `hirerSessions`, by token); `null` in the
 * variant removes a field.
 * @param {any} base
 * @param {any} over
 * @returns {any}
 */
function merge(base, over) {
  if (over === null || typeof over !== 'object' || Array.isArray(over)) return over;
  if (base === null || typeof base !== 'object') return over;
  const out = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = merge(base[key], value);
  return out;
}

/** @type {import('./server.mjs').ServiceDefinition} */
export default {
  name: 'identity',
  port: 8807,
  async create({ datasetsDir }) {
    const { candidate, hirer, hirerSessions = {} } = await loadDataset(datasetsDir, 'identity.json');
    const signedIn = (token) => Boolean(token) && token !== EXPIRED_TOKEN;

    return [
      route(
        'POST',
        '/graphql',
        graphql({ GetUser: (token) => ({ viewer: signedIn(token) ? candidate : null }) }),
      ),
      route(
        'POST',
        '/hirer/graphql',
        graphql({
          getHeaderFooterContext: (token) => ({
            headerFooterContext: signedIn(token) ? merge(hirer, hirerSessions[token ?? ''] ?? {}) : null,
          }),
        }),
      ),
    ];
  },
};

/**
 * @param {Operations} operations
 * @returns {import('./http.mjs').Handler}
 */
function graphql(operations) {
  return async ({ headers, json: readJson }) => {
    const request = /** @type {{ operationName?: unknown, query?: unknown }} */ ((await readJson()) ?? {});
    const name = operationName(request);
    if (!name)
      throw new HttpError(400, 'Missing operationName', { errors: [{ message: 'Missing operationName' }] });
    const resolve = operations[name];
    if (!resolve) return json(200, { errors: [{ message: `Unknown operation "${name}"` }] });
    return json(200, { data: resolve(bearerToken(headers.authorization)) });
  };
}

/**
 * @param {{ operationName?: unknown, query?: unknown }} request
 * @returns {string | undefined}
 */
function operationName({ operationName, query }) {
  if (typeof operationName === 'string' && operationName !== '') return operationName;
  if (typeof query !== 'string') return undefined;
  return /\b(?:query|mutation)\s+([_A-Za-z]\w*)/.exec(query)?.[1];
}

/**
 * @param {string | undefined} header
 * @returns {string | undefined}
 */
function bearerToken(header) {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}
