/**
 * Faults of one form endpoint of the forms stand-in, so a test can take one endpoint down (or make it slow)
 * while other tests keep using the rest: `POST /endpoint-faults` with
 * `{ "endpoint": "name", "mode": "fail" | "slow" | "ok", "delayMs": 9000 }`. fail: 503 and nothing stored;
 * slow: stored, then answered after delayMs (as a slow real endpoint would do it); ok: back to normal.
 */
import { HttpError, json } from './http.mjs';

const MODES = ['fail', 'slow', 'ok'];
const MAX_DELAY_MS = 60_000;

export function createEndpointFaults() {
  /** @type {Map<string, { mode: string, delayMs: number }>} */
  const faults = new Map();
  return {
    /** @type {import('./http.mjs').Handler} */
    async control({ json: readJson }) {
      const body = /** @type {Record<string, unknown>} */ ((await readJson()) ?? {});
      const { endpoint, mode } = body;
      const delayMs = body.delayMs ?? 9000;
      if (typeof endpoint !== 'string' || !endpoint) throw new HttpError(400, 'endpoint is required');
      if (!MODES.includes(/** @type {string} */ (mode))) {
        throw new HttpError(400, `mode must be one of ${MODES.join(', ')}`);
      }
      if (!Number.isInteger(delayMs) || Number(delayMs) < 0 || Number(delayMs) > MAX_DELAY_MS) {
        throw new HttpError(400, `delayMs must be an integer from 0 to ${MAX_DELAY_MS}`);
      }
      if (mode === 'ok') faults.delete(endpoint);
      else faults.set(endpoint, { mode: /** @type {string} */ (mode), delayMs: Number(delayMs) });
      return json(200, { ok: true, endpoint, mode });
    },
    /**
     * Throws 503 when the endpoint is failing.
     * @param {string} endpoint
     */
    before(endpoint) {
      if (faults.get(endpoint)?.mode === 'fail') {
        throw new HttpError(503, `endpoint ${endpoint} is failing on purpose`);
      }
    },
    /**
     * Waits when the endpoint is slow (the submission is already stored).
     * @param {string} endpoint
     */
    async after(endpoint) {
      const fault = faults.get(endpoint);
      if (fault?.mode !== 'slow') return;
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    },
  };
}
