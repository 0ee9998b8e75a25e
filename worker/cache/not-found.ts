import { latestPurgeMark } from './purge-marks';

/**
 * Not-found answers remembered per isolate (DESIGN §4): an answer of the CMS naming no entry (an unknown slug,
 * an empty list) is never stored in KV (random addresses must not fill it), but is remembered in memory for
 * NOT_FOUND_SECONDS, so the same missing slug asked again does not reach the CMS. Any purge mark made since
 * (a publish, unpublish or delete webhook, or an operator's purge: purge-marks.ts) forgets it at once: the
 * entry it lacked may be the one just published.
 */
export const NOT_FOUND_SECONDS = 60;
/** At most this many answers are remembered; the oldest give way (an attacker's random slugs stay bounded). */
export const MAX_NOT_FOUND_ANSWERS = 1000;

interface NotFound {
  data: unknown;
  /** When the call that answered started (ms): a purge from then on forgets it. */
  at: number;
}

// Per isolate, oldest first (a Map keeps insertion order).
const remembered = new Map<string, NotFound>();

/** Remembers that `key`'s upstream answer, started at `at` (ms), named no entry. */
export function rememberNotFound(key: string, data: unknown, at: number): void {
  remembered.delete(key);
  remembered.set(key, { data, at });
  while (remembered.size > MAX_NOT_FOUND_ANSWERS) {
    const oldest = remembered.keys().next().value;
    if (oldest === undefined) break;
    remembered.delete(oldest);
  }
}

/**
 * The not-found answer remembered for `key`, while it is younger than NOT_FOUND_SECONDS and no purge has been
 * marked since its call started; otherwise undefined (and it is forgotten).
 */
export async function recallNotFound<T>(
  kv: KVNamespace,
  key: string,
  now: number,
): Promise<{ data: T; at: number } | undefined> {
  const found = remembered.get(key);
  if (!found) return undefined;
  const age = now - found.at;
  if (age < 0 || age >= NOT_FOUND_SECONDS * 1000 || (await latestPurgeMark(kv, now)) >= found.at) {
    remembered.delete(key);
    return undefined;
  }
  return { data: found.data as T, at: found.at };
}

/** Forgets every remembered not-found answer of this isolate. */
export function forgetNotFound(): void {
  remembered.clear();
}
