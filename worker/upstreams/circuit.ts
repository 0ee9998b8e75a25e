/**
 * Circuit breakers, one per upstream and isolate (DESIGN §6), for outages, not for one slow answer. While
 * closed, a circuit keeps the outcomes of the calls of the last CIRCUIT_SAMPLE_MS; it opens when at least
 * CIRCUIT_MIN_FAILURES of them failed for want of an answer and they are at least half of them. While open,
 * every call is refused at once (readers get the cache's stale copies without waiting, and a failing service
 * is not hit by every request) for a window: CIRCUIT_FIRST_WINDOW_MS, doubled after each failed probe up to
 * CIRCUIT_MAX_WINDOW_MS. When a window ends one call probes the upstream (the others are still refused). Any
 * success closes the circuit at once: the probe's, or that of a call started before it opened.
 * A probe whose request went away is replaced after CIRCUIT_PROBE_TTL_MS, so no circuit stays open for want of
 * an answer nobody is waiting for.
 */

/** The recent calls a closed circuit weighs, in milliseconds. */
export const CIRCUIT_SAMPLE_MS = 10_000;
/** The fewest failures among the recent calls that open a circuit (and they must be at least half). */
export const CIRCUIT_MIN_FAILURES = 3;
/** The first window a circuit stays open, in milliseconds. */
export const CIRCUIT_FIRST_WINDOW_MS = 1_000;
/** The longest window: a service down for an hour is probed about every 8 s per isolate. */
export const CIRCUIT_MAX_WINDOW_MS = 8_000;
/** A probe not over after this long is taken for abandoned. */
export const CIRCUIT_PROBE_TTL_MS = 10_000;
// At most this many recent outcomes per circuit.
const SAMPLE_LIMIT = 64;

/** What a failed call says of its upstream: it is out, it answered (refusing this call), or nothing. */
export type FailureKind = 'outage' | 'answered' | 'neutral';

interface Circuit {
  /** The closed circuit's recent outcomes, oldest first. */
  recent: { at: number; failed: boolean }[];
  /** 0 while closed; else when the current window ends. */
  openUntil: number;
  /** Windows opened in a row (the current one is FIRST × 2^(windows − 1)). */
  windows: number;
  /** When the probe under way started; undefined when none is. */
  probeAt: number | undefined;
}

// Per isolate: the circuits that have seen a call fail. A healthy circuit has no entry.
const circuits = new Map<string, Circuit>();

/** How a caller calls through a circuit. */
export interface CircuitCall<T> {
  /** The circuit's name: the upstream and its address. */
  name: string;
  call: () => Promise<T>;
  /** What an error of `call` says of the upstream. */
  classify: (error: unknown) => FailureKind;
  /** The error thrown instead of calling while the circuit is open, given the milliseconds left. */
  refuse: (retryInMs: number) => Error;
  now?: () => number;
}

const windowOf = (windows: number) =>
  Math.min(CIRCUIT_FIRST_WINDOW_MS * 2 ** Math.max(0, windows - 1), CIRCUIT_MAX_WINDOW_MS);

function open(circuit: Circuit, at: number): void {
  circuit.windows += 1;
  circuit.openUntil = at + windowOf(circuit.windows);
  circuit.probeAt = undefined;
  circuit.recent = [];
}

// Records a closed circuit's failure; opens it when the recent calls say the upstream is out.
function recordFailure(name: string, at: number): void {
  const circuit = circuits.get(name) ?? { recent: [], openUntil: 0, windows: 0, probeAt: undefined };
  circuits.set(name, circuit);
  if (circuit.openUntil > 0) return; // already open: a call started before it opened
  circuit.recent = circuit.recent.filter((outcome) => at - outcome.at < CIRCUIT_SAMPLE_MS);
  circuit.recent.push({ at, failed: true });
  if (circuit.recent.length > SAMPLE_LIMIT) circuit.recent.shift();
  const failures = circuit.recent.filter((outcome) => outcome.failed).length;
  if (failures >= CIRCUIT_MIN_FAILURES && failures * 2 >= circuit.recent.length) open(circuit, at);
}

// Records a success: closes an open circuit, and counts among a closed one's recent calls.
function recordSuccess(name: string, at: number): void {
  const circuit = circuits.get(name);
  if (!circuit) return;
  if (circuit.openUntil > 0) {
    circuits.delete(name);
    return;
  }
  circuit.recent.push({ at, failed: false });
  if (circuit.recent.length > SAMPLE_LIMIT) circuit.recent.shift();
  if (!circuit.recent.some((outcome) => outcome.failed)) circuits.delete(name);
}

/** Runs `call` unless the circuit `name` is open; records how it went. */
export async function callThroughCircuit<T>({
  name,
  call,
  classify,
  refuse,
  now = Date.now,
}: CircuitCall<T>): Promise<T> {
  const circuit = circuits.get(name);
  let probe = false;
  if (circuit && circuit.openUntil > 0) {
    const at = now();
    const left = circuit.openUntil - at;
    if (left > 0) throw refuse(left);
    if (circuit.probeAt !== undefined && at - circuit.probeAt < CIRCUIT_PROBE_TTL_MS) throw refuse(0);
    circuit.probeAt = at;
    probe = true;
  }
  try {
    const result = await call();
    recordSuccess(name, now());
    return result;
  } catch (error) {
    const kind = classify(error);
    const current = circuits.get(name);
    if (kind === 'answered') recordSuccess(name, now());
    else if (probe && current && current.openUntil > 0) {
      if (kind === 'outage') open(current, now());
      else current.probeAt = undefined; // told nothing: the next call probes
    } else if (kind === 'outage') recordFailure(name, now());
    throw error;
  }
}

/** Milliseconds until the circuit `name` lets a call through (0 when closed or due for a probe). */
export function circuitOpenFor(name: string, now = Date.now()): number {
  const circuit = circuits.get(name);
  return circuit && circuit.openUntil > 0 ? Math.max(0, circuit.openUntil - now) : 0;
}

/** Closes every circuit of this isolate (tests, and the soak's drills, start from a healthy isolate). */
export function resetCircuits(): void {
  circuits.clear();
}
