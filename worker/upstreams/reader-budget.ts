/**
 * The reader's time budget (README "Resilience"): a reader never waits more than READER_CEILING_MS for the
 * upstreams of one page, all its calls and waits together. Each call gets what is left of it (at most its own
 * limit), so a page that waited long for one query gets less for the next, and a request waiting for another's
 * render or call stops waiting when its own budget ends.
 */

/** The longest a reader waits for upstream answers and for other requests' work, in ms. */
export const READER_CEILING_MS = 8_000;

/** Below this, a call is not worth starting: it fails at once as timed out, cut short by the budget. */
export const SHORTEST_CALL_MS = 100;

/** The deadline of a request starting at `now`. */
export const readerDeadline = (now = Date.now()): number => now + READER_CEILING_MS;

/** Milliseconds a call may take: its own limit, or less when the request's deadline comes first. */
export function callTimeoutMs(limitMs: number, deadline: number | undefined, now = Date.now()): number {
  return deadline === undefined ? limitMs : Math.min(limitMs, Math.max(0, deadline - now));
}
