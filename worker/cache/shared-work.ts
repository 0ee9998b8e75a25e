/**
 * Work one request of an isolate does that other requests of the isolate may use (DESIGN §4: concurrent
 * readers of a page or a CMS key are coalesced): a plain record the leading request fills in when its work is
 * over, which the others read by polling it with timers of their own.
 *
 * Why not share the leader's promise: Workers settles a promise only for the request that created it. Once
 * that request has ended or was cancelled (its reader went away), another request awaiting it hangs until the
 * runtime cancels it, or throws "This promise was created by a request that has since ended". So no request
 * ever awaits a promise another request made: each awaits only its own timers. And a record names when it
 * expires, so a leader that went away before filling its record in leaves nothing behind for longer than that.
 */

/** What a leader's work came to: its value, or the error it failed with (plain data, shareable). */
export type SharedOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface SharedRecord<T> {
  outcome: SharedOutcome<T> | undefined;
  /** After this (ms since the epoch) the record is dead and removed when next looked at. */
  expiresAt: number;
}

/** The leading request's hold on a key. */
export interface Lead<T> {
  /** Hands the outcome to the requests waiting, and to those arriving until the hold is released. */
  settle(outcome: SharedOutcome<T>): void;
  /** Ends the hold: requests arriving from now on do the work themselves. */
  release(): void;
}

// How often a waiting request looks at the record: soon at first, then every 50 ms.
const POLL_STEPS_MS = [2, 5, 10, 20, 30, 50];
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const unheld: Lead<never> = { settle() {}, release() {} };

/** Per isolate: work under way by key (pages being rendered, CMS keys being fetched), as plain records. */
export class SharedWork<T> {
  readonly #records = new Map<string, SharedRecord<T>>();

  constructor(private readonly maxEntries = 2_000) {}

  #live(key: string, now: number): SharedRecord<T> | undefined {
    const record = this.#records.get(key);
    if (record && record.expiresAt <= now) {
      this.#records.delete(key);
      return undefined;
    }
    return record;
  }

  /** Whether a request of this isolate holds `key` (its work is under way, or just done and kept). */
  held(key: string, now = Date.now()): boolean {
    return this.#live(key, now) !== undefined;
  }

  /**
   * Holds `key` for this request's work for at most `ttlMs`; undefined when another request holds it. When
   * the isolate already holds `maxEntries` keys the work runs unshared (a lead that shares nothing).
   */
  lead(key: string, ttlMs: number, now = Date.now()): Lead<T> | undefined {
    if (this.#live(key, now)) return undefined;
    if (this.#records.size >= this.maxEntries) {
      for (const [other, record] of this.#records) if (record.expiresAt <= now) this.#records.delete(other);
      if (this.#records.size >= this.maxEntries) return unheld;
    }
    const record: SharedRecord<T> = { outcome: undefined, expiresAt: now + ttlMs };
    this.#records.set(key, record);
    const release = () => {
      if (this.#records.get(key) === record) this.#records.delete(key);
    };
    return {
      settle(outcome) {
        record.outcome = outcome;
      },
      release,
    };
  }

  /**
   * Waits, on this request's own timers, for the outcome of the work another request holds `key` for.
   * Undefined when none is held, when its holder went away without an outcome (the record expired or was
   * released unsettled) or after `waitMs`: the caller then does the work itself.
   */
  async wait(
    key: string,
    waitMs: number,
    now: () => number = Date.now,
  ): Promise<SharedOutcome<T> | undefined> {
    const record = this.#live(key, now());
    if (!record) return undefined;
    let waited = 0;
    for (let step = 0; ; step += 1) {
      if (record.outcome) return record.outcome;
      const released = this.#records.get(key) !== record;
      if (released || record.expiresAt <= now() || waited >= waitMs) {
        if (!released && record.expiresAt <= now()) this.#records.delete(key);
        return undefined;
      }
      const pause = Math.min(POLL_STEPS_MS[Math.min(step, POLL_STEPS_MS.length - 1)]!, waitMs - waited);
      await sleep(pause);
      waited += pause;
    }
  }

  /** Forgets every record (tests). */
  clear(): void {
    this.#records.clear();
  }
}
