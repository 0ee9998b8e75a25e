/**
 * Identity stand-in (spec §3 Candidate and Hirer context, §7 GetUser and getHeaderFooterContext), answering
 * from kv-seed/datasets/identity.json. GraphQL-like: it matches on operationName (or the name in the query
 * text) and does not execute the selection set.
 */
import { loadDataset } from './datasets.mjs';
import { HttpError, json, route } from './http.mjs';

/** @typedef {Record<string, (token: string | undefined) => unknown>} Operations */

/** @type {import('./server.mjs').ServiceDefinition} */
export default {
  name: 'identity',
  port: 8807,
  async create({ datasetsDir }) {
    const { candidate, hirer } = await loadDataset(datasetsDir, 'identity.json');

    return [
      route('POST', '/graphql', graphql({ GetUser: (token) => ({ viewer: token ? candidate : null }) })),
      route(
        'POST',
        '/hirer/graphql',
        graphql({ getHeaderFooterContext: (token) => ({ headerFooterContext: token ? hirer : null }) }),
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
