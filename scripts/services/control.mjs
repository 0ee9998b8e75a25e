/**
 * Control state shared by every stand-in: how it misbehaves (DESIGN §6: "each stand-in can be told to fail or
 * slow down") and how many requests it served, plus the `/__*` endpoints that read and change them.
 */
import { peakInFlight, sequentialRounds } from '../lib/round-trips.mjs';

import { HttpError, json, parseJson, readBody } from './http.mjs';

/** @typedef {'ok' | 'fail' | 'slow' | 'malformed' | 'errors'} Mode */

export const MODES = /** @type {const} */ (['ok', 'fail', 'slow', 'malformed', 'errors']);
export const DEFAULT_SLOW_DELAY_MS = 15_000;
const MAX_DELAY_MS = 10 * 60_000;
/** The calls whose times are kept (the latest), for the round trips `GET /__requests` reports. */
const MAX_TIMED_CALLS = 1000;

/**
 * @typedef {object} ControlState
 * @property {Mode} mode
 * @property {number} delayMs used in slow mode
 * @property {number} requests non-control requests received since start or the last reset
 * @property {Record<string, number>} byRoute the same count per "METHOD /path"
 * @property {{ startedAt: number, endedAt: number }[]} calls when each of the latest requests arrived and was
 *   answered (ms, performance.now())
 */

/** @returns {ControlState} */
export function createControlState() {
  return { mode: 'ok', delayMs: DEFAULT_SLOW_DELAY_MS, requests: 0, byRoute: {}, calls: [] };
}

/**
 * @param {ControlState} state
 * @param {string} method
 * @param {string} path
 */
export function countRequest(state, method, path) {
  const key = `${method} ${path}`;
  state.requests += 1;
  state.byRoute[key] = (state.byRoute[key] ?? 0) + 1;
}

/**
 * Keeps when a counted request arrived and when it was answered.
 * @param {ControlState} state
 * @param {number} startedAt
 * @param {number} endedAt
 */
export function timeRequest(state, startedAt, endedAt) {
  state.calls.push({ startedAt, endedAt });
  if (state.calls.length > MAX_TIMED_CALLS) state.calls.shift();
}

/**
 * Answers `GET /__health`, `GET /__requests`, `POST /__control` and `POST /__reset`.
 * @param {string} name the service name, echoed in replies
 * @param {ControlState} state
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 * @returns {Promise<import('./http.mjs').Reply>}
 */
export async function handleControl(name, state, req, url) {
  const key = `${req.method} ${url.pathname}`;
  switch (key) {
    case 'GET /__health':
      return json(200, { ok: true, service: name, mode: state.mode, delayMs: state.delayMs });
    case 'GET /__requests':
      // rounds: the round trips the calls took one after another (a caller waiting on an answer to make the
      // next call adds one); peakInFlight: the most answered side by side (scripts/lib/round-trips.mjs).
      return json(200, {
        service: name,
        count: state.requests,
        byRoute: state.byRoute,
        rounds: sequentialRounds(state.calls),
        peakInFlight: peakInFlight(state.calls),
      });
    case 'POST /__control': {
      const { mode, delayMs } = parseControl(parseJson(await readBody(req, 4096)));
      state.mode = mode;
      state.delayMs = delayMs ?? DEFAULT_SLOW_DELAY_MS;
      return json(200, { ok: true, service: name, mode: state.mode, delayMs: state.delayMs });
    }
    case 'POST /__reset':
      Object.assign(state, createControlState());
      return json(200, { ok: true, service: name });
    default:
      throw new HttpError(404, 'Unknown control endpoint', { path: url.pathname });
  }
}

/**
 * @param {unknown} body
 * @returns {{ mode: Mode, delayMs?: number }}
 */
function parseControl(body) {
  const { mode, delayMs } = /** @type {{ mode?: unknown, delayMs?: unknown }} */ (body ?? {});
  if (!MODES.includes(/** @type {Mode} */ (mode))) {
    throw new HttpError(400, `mode must be one of ${MODES.join(', ')}`, { fields: { mode: 'Invalid mode' } });
  }
  if (delayMs === undefined) return { mode: /** @type {Mode} */ (mode) };
  if (!Number.isInteger(delayMs) || Number(delayMs) < 0 || Number(delayMs) > MAX_DELAY_MS) {
    throw new HttpError(400, `delayMs must be an integer from 0 to ${MAX_DELAY_MS}`, {
      fields: { delayMs: 'Invalid delay' },
    });
  }
  return { mode: /** @type {Mode} */ (mode), delayMs: Number(delayMs) };
}
