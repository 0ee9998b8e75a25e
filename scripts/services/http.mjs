/**
 * Shared HTTP helpers of the local stand-ins (DESIGN §6): JSON replies, bounded body reading and a tiny router.
 * Services describe routes; `server.mjs` owns the sockets and the control endpoints.
 */

/** Largest request body a stand-in accepts unless its definition says otherwise, in bytes. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** An error carrying the HTTP status and the JSON body the client should see. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {Record<string, unknown>} [extra] merged into the JSON error body
   */
  constructor(status, message, extra = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.extra = extra;
  }
}

/**
 * What a handler returns: a JSON `body`, or a `raw` string or file's bytes sent as-is.
 * @typedef {{ status: number, body?: unknown, raw?: string | Buffer, headers?: Record<string, string> }} Reply
 */

/**
 * @typedef {object} RequestContext
 * @property {string} method
 * @property {URL} url
 * @property {Record<string, string>} params named groups of the matched route pattern, URI-decoded
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {() => Promise<unknown>} json the body parsed as JSON (400 when invalid, 413 when too large)
 * @property {() => Promise<Record<string, string>>} form the body parsed as form-encoded
 */

/** @typedef {(ctx: RequestContext) => Reply | Promise<Reply>} Handler */
/** @typedef {{ method: string, pattern: string | RegExp, handle: Handler }} Route */

/**
 * @param {number} status
 * @param {unknown} body
 * @returns {Reply}
 */
export function json(status, body) {
  return { status, body };
}

/**
 * Declares a route. A string pattern matches the path exactly; a RegExp's named groups become `params`.
 * @param {string} method
 * @param {string | RegExp} pattern
 * @param {Handler} handle
 * @returns {Route}
 */
export function route(method, pattern, handle) {
  return { method, pattern, handle };
}

/**
 * Reads the whole body, refusing more than `limit` bytes with a 413. The rest of an oversized body is
 * drained (up to a hard cap) so that the client can read the 413 instead of a reset connection.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
export async function readBody(req, limit) {
  const declared = Number(req.headers['content-length'] ?? 0);
  let size = 0;
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
    else if (size > limit * 16) break; // a body this large is not worth draining: drop the connection
  }
  if (size > limit || declared > limit) {
    throw new HttpError(413, `Request body larger than ${limit} bytes`, { limit });
  }
  return Buffer.concat(chunks);
}

/**
 * @param {Buffer} body
 * @returns {unknown}
 */
export function parseJson(body) {
  const text = body.toString('utf8');
  if (text.trim() === '') throw new HttpError(400, 'Request body must be JSON');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

/**
 * @param {Buffer} body
 * @returns {Record<string, string>}
 */
export function parseForm(body) {
  return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
}

/**
 * Builds the handler of a list of routes: the first matching route answers; a known path with another
 * method gets 405; anything else 404.
 * @param {Route[]} routes
 * @returns {(ctx: Omit<RequestContext, 'params'>) => Promise<Reply>}
 */
export function createRouter(routes) {
  return async (ctx) => {
    const path = ctx.url.pathname;
    /** @type {string[]} */
    const allowed = [];
    for (const { method, pattern, handle } of routes) {
      const params = match(pattern, path);
      if (!params) continue;
      if (method !== ctx.method) {
        allowed.push(method);
        continue;
      }
      return handle({ ...ctx, params });
    }
    if (allowed.length > 0) {
      throw new HttpError(405, `Method ${ctx.method} not allowed`, { allow: allowed });
    }
    throw new HttpError(404, 'Not found', { path });
  };
}

/**
 * @param {string | RegExp} pattern
 * @param {string} path
 * @returns {Record<string, string> | undefined}
 */
function match(pattern, path) {
  if (typeof pattern === 'string') return pattern === path ? {} : undefined;
  const found = pattern.exec(path);
  if (!found) return undefined;
  try {
    return Object.fromEntries(
      Object.entries(found.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value ?? '')]),
    );
  } catch {
    throw new HttpError(400, 'Malformed percent-encoding in path');
  }
}
