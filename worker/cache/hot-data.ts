import { BoundedLru } from './bounded-lru';
import type { Envelope } from './envelope';
import { purgeSeenSince } from './purge-marks';

/**
 * The data cache's hot tier: an envelope read from KV is answered from this isolate's memory for a few seconds
 * (well within KV's own eventual consistency, ~60 s, so no reader sees older data than KV could show), so a
 * busy isolate renders a page without a KV read per query. A purge this isolate has seen, and a write or delete
 * of the key by this isolate, drop the copy at once. It keeps the envelope as parsed, read-only to its core
 * (envelope.ts), and gives every reader that same object: no JSON is parsed again, no render can change
 * another's data, and what a render derives from the data can be remembered by the object's identity
 * (model/read-only.ts).
 */

/** How long an envelope read from KV is answered from memory, in seconds. */
export const HOT_DATA_SECONDS = 5;
/** The most JSON the tier holds per isolate (UTF-16 code units; the least recently used leaves first). */
export const HOT_DATA_CHARS = 2 * 1024 * 1024;
/** An envelope bigger than this is never held, so one cannot empty the tier. */
export const HOT_ENVELOPE_MAX_CHARS = HOT_DATA_CHARS / 8;

interface HotEnvelope {
  /** The envelope as parsed (read-only); its entry ids and storedAt are what a purge is checked against. */
  envelope: Envelope<unknown>;
  /** The length of its JSON as KV holds it (UTF-16 code units). */
  chars: number;
  /** When it was read from KV (ms). */
  loadedAt: number;
}

// Per isolate, in UTF-16 code units of JSON.
const hot = new BoundedLru<HotEnvelope>({
  maxSize: HOT_DATA_CHARS,
  maxEntrySize: HOT_ENVELOPE_MAX_CHARS,
  sizeOf: (entry) => entry.chars,
});

/** Drops the envelope of `key` from this isolate's hot tier (written, deleted or purged here), or all of them. */
export function forgetHotData(key?: string): void {
  if (key === undefined) hot.clear();
  else hot.delete(key);
}

/**
 * The envelope of `key` this isolate read from KV less than `seconds` ago, unless a purge it has seen since
 * covers it; undefined otherwise.
 */
export function recallHotData<T>(key: string, now: number, seconds: number): Envelope<T> | undefined {
  const entry = hot.get(key);
  if (!entry) return undefined;
  const { envelope, loadedAt } = entry;
  if (
    now < loadedAt ||
    now - loadedAt >= seconds * 1000 ||
    purgeSeenSince(key, envelope.entryIds, envelope.storedAt)
  ) {
    forgetHotData(key);
    return undefined;
  }
  return envelope as Envelope<T>;
}

/** Holds an envelope just read from KV (parsed read-only from `chars` UTF-16 code units of JSON). */
export function keepHotData(key: string, envelope: Envelope<unknown>, chars: number, now: number): void {
  hot.set(key, { envelope, chars, loadedAt: now });
}

/** What the tier holds now (tests, diagnostics). */
export function hotDataSize(): { entries: number; chars: number } {
  const { entries, size } = hot.usage;
  return { entries, chars: size };
}
