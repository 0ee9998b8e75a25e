/**
 * Circuit breakers, one per upstream and isolate (DESIGN §6): after a call that failed for want of an answer
 * (unreachable, timed out, a 5xx or 429 status, a body that is not what it should be), the upstream is not
 * called again for a short window: every call in it is refused at once, so readers get the cache's stale
 * copies without waiting and a failing service is not hit by every request. When the window ends one call
 * probes the upstream (the others are still refused); if it fails too the next window is twice as long, up to
 * CIRCUIT_MAX_WINDOW_MS; a success closes the circuit.
 */

/** The first window after a failure, in milliseconds. */
export const CIRCUIT_FIRST_WINDOW_MS = 5_000;
/** The longest window: a service down for an hour is probed about once a minute per isolate. */
export const CIRCUIT_MAX_WINDOW_MS = 60_000;

interface Circuit {
  /** Consecutive failed windows: the current window is FIRST × 2^(failures − 1). */
  failures: number;
  openUntil: number;
  /** A probe call is under way. */
  probing: boolean;
}

// Per isolate: the circuits that are open or probing. A closed circuit has no entry.
const circuits = new Map<string, Circuit>();

/** How a caller calls through a circuit. */
export interface CircuitCall<T> {
  /** The circuit's name: the upstream and its address. */
  name: string;
  call: () => Promise<T>;
  /** Whether an error means the upstream gave no usable answer (rather than, say, a refused query). */
  isFailure: (error: unknown) => boolean;
  /** The error thrown instead of calling while the circuit is open, given the milliseconds left. */
  refuse: (retryInMs: number) => Error;
  now?: () => number;
}

const windowOf = (failures: number) =>
  Math.min(CIRCUIT_FIRST_WINDOW_MS * 2 ** Math.max(0, failures - 1), CIRCUIT_MAX_WINDOW_MS);

/** Runs `call` unless the circuit `name` is open; records how it went. */
export async function callThroughCircuit<T>({
  name,
  call,
  isFailure,
  refuse,
  now = Date.now,
}: CircuitCall<T>): Promise<T> {
  const open = circuits.get(name);
  const probe = open !== undefined;
  if (open) {
    const left = open.openUntil - now();
    if (left > 0) throw refuse(left);
    if (open.probing) throw refuse(0);
    open.probing = true;
  }
  try {
    const result = await call();
    circuits.delete(name);
    return result;
  } catch (error) {
    const circuit = circuits.get(name);
    if (!isFailure(error)) {
      // The upstream answered (it refused this call): it is up.
      circuits.delete(name);
      throw error;
    }
    if (probe && circuit) {
      // The probe failed: a longer window.
      circuit.failures += 1;
      circuit.openUntil = now() + windowOf(circuit.failures);
      circuit.probing = false;
    } else if (!circuit) {
      // Calls made while the circuit was closed that fail together open it once.
      circuits.set(name, { failures: 1, openUntil: now() + windowOf(1), probing: false });
    }
    throw error;
  }
}

/** Milliseconds until the circuit `name` lets a call through (0 when closed or due for a probe). */
export function circuitOpenFor(name: string, now = Date.now()): number {
  const circuit = circuits.get(name);
  return circuit ? Math.max(0, circuit.openUntil - now) : 0;
}

/** Closes every circuit of this isolate (tests, and the soak's drills, start from a healthy isolate). */
export function resetCircuits(): void {
  circuits.clear();
}
