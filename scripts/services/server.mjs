/**
 * Runs one stand-in definition as a loopback HTTP server with the common behaviour of DESIGN §6: control
 * endpoints, forced failure, slowness or malformed bodies, request counting and a bounded request body.
 */
import { createServer } from 'node:http';

import { countRequest, createControlState, handleControl, timeRequest } from './control.mjs';
import {
  createRouter,
  DEFAULT_BODY_LIMIT,
  HttpError,
  json,
  parseForm,
  parseJson,
  readBody,
} from './http.mjs';

export const HOST = '127.0.0.1';

/** The body sent in malformed mode: a JSON document cut short. */
const MALFORMED_BODY = '{"data": {"truncated": tr';

/**
 * @typedef {object} ServiceContext
 * @property {string} dataDir where a service may write files (form submissions)
 * @property {string} datasetsDir kv-seed/datasets, read-only
 * @property {(line: string) => void} log
 */

/**
 * One stand-in. Adding a service is one file exporting this plus one line in registry.mjs.
 * @typedef {object} ServiceDefinition
 * @property {string} name
 * @property {number} port its port before SERVICES_PORT_OFFSET is added; must match wrangler.toml
 * @property {number} [bodyLimit] largest request body in bytes (default 64 KiB)
 * @property {(ctx: ServiceContext) => import('./http.mjs').Route[] | Promise<import('./http.mjs').Route[]>} create
 */

/**
 * @typedef {object} RunningService
 * @property {string} name
 * @property {string} url e.g. http://127.0.0.1:8803
 * @property {number} port
 * @property {() => Promise<void>} close
 */

/**
 * @param {ServiceDefinition} definition
 * @param {ServiceContext & { port: number }} options
 * @returns {Promise<RunningService>}
 */
export async function startService(definition, options) {
  const { name } = definition;
  const { port, log } = options;
  const bodyLimit = definition.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const routes = await definition.create(options);
  const router = createRouter(routes);
  // A service's own control endpoints (its `/__…` routes, e.g. the content API's `/__publish`): answered
  // whatever the mode and not counted, like the common ones.
  const ownControl = new Set(
    routes.flatMap(({ pattern }) =>
      typeof pattern === 'string' && pattern.startsWith('/__') ? [pattern] : [],
    ),
  );
  const state = createControlState();
  /** @type {Set<() => void>} pending slow-mode waits, released on close */
  const waits = new Set();

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @returns {Promise<import('./http.mjs').Reply>}
   */
  async function serve(req, res, url) {
    const startedAt = performance.now();
    try {
      return await answer(req, res, url);
    } finally {
      timeRequest(state, startedAt, performance.now());
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @returns {Promise<import('./http.mjs').Reply>}
   */
  async function answer(req, res, url) {
    const method = req.method ?? 'GET';
    countRequest(state, method, url.pathname);
    if (state.mode === 'fail') {
      req.resume();
      throw new HttpError(503, `${name} is failing on purpose (control mode "fail")`);
    }
    const reply = await route(req, url).catch(errorReply);
    // The work is done before the delay, as a slow real upstream would do it; only the answer is late.
    if (state.mode === 'slow') await wait(state.delayMs, res);
    if (state.mode === 'malformed') return { status: 200, raw: MALFORMED_BODY };
    // As a GraphQL server reports a failed operation: HTTP 200 with `errors` and no data.
    if (state.mode === 'errors')
      return json(200, { errors: [{ message: `${name} answers errors on purpose` }] });
    return reply;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {URL} url
   */
  function route(req, url) {
    const body = () => readBody(req, bodyLimit);
    return router({
      method: req.method ?? 'GET',
      url,
      headers: req.headers,
      json: async () => parseJson(await body()),
      form: async () => parseForm(await body()),
    });
  }

  /**
   * @param {number} ms
   * @param {import('node:http').ServerResponse} res
   * @returns {Promise<void>}
   */
  function wait(ms, res) {
    return new Promise((resolve) => {
      const release = () => {
        clearTimeout(timer);
        waits.delete(release);
        res.off('close', release);
        resolve();
      };
      const timer = setTimeout(release, ms);
      waits.add(release);
      res.on('close', release); // the client gave up (a timeout): stop waiting for it
    });
  }

  const server = createServer(async (req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    const reply = await (
      ownControl.has(url.pathname)
        ? route(req, url)
        : url.pathname.startsWith('/__')
          ? handleControl(name, state, req, url)
          : serve(req, res, url)
    ).catch(errorReply);
    send(res, reply);
    log(`[${name}] ${req.method} ${url.pathname}${url.search} ${reply.status} ${Date.now() - started}ms`);
  });

  // Longer than any client keeps an idle connection (workerd, undici): a client never reuses a connection
  // at the moment the server drops it ("Network connection lost"). Node's default is 5 s.
  server.keepAliveTimeout = 65_000;

  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`${name}: cannot listen on ${HOST}:${port}: ${error.message}`)),
    );
    server.listen(port, HOST, () => resolve(undefined));
  });

  /** @type {Promise<void> | undefined} */
  let closing;
  return {
    name,
    port,
    url: `http://${HOST}:${port}`,
    close() {
      closing ??= new Promise((resolve) => {
        for (const release of [...waits]) release();
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

/**
 * @param {unknown} error
 * @returns {import('./http.mjs').Reply}
 */
function errorReply(error) {
  if (error instanceof HttpError) {
    return { status: error.status, body: { error: error.message, ...error.extra } };
  }
  console.error(error);
  return { status: 500, body: { error: 'Internal error in stand-in service' } };
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {import('./http.mjs').Reply} reply
 */
function send(res, reply) {
  if (res.destroyed || res.writableEnded) return;
  const text = reply.raw ?? JSON.stringify(reply.body ?? null);
  res.writeHead(reply.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...reply.headers,
  });
  res.end(text);
}
