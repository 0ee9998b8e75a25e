import { indexEntries, needsIndexing, validEntryIds, type IndexedAs } from './entry-index';
import type { Envelope } from './envelope';

/** Where cached values and their purge index live: KV for the values, D1 for the index (entry-index.ts). */
export interface CacheStore {
  kv: KVNamespace;
  index: D1Database;
}

/** What a value is written with: its valid entry ids, KV's put options, and when its index rows were written. */
export interface IndexedWrite {
  entryIds: string[];
  options: { expirationTtl: number };
  indexedAt: number;
}

/**
 * Writes the value of `key` with `write` and keeps the purge index exact (entry-index.ts): the index rows are
 * written first, so a value is never stored without them, and only when the entries differ from those the
 * previous value was indexed with or its rows are due for renewal; a refresh that found the same entries
 * writes the value alone. The rows carry the value's `storedAt` and, for a page, its canonical address `href`,
 * which a purge reads to render recently stored pages again.
 */
export async function storeIndexed(
  store: CacheStore,
  key: string,
  entryIds: readonly string[],
  previous: IndexedAs | undefined,
  ttlSeconds: number,
  write: (written: IndexedWrite) => Promise<void>,
  { now = Date.now(), href, storedAt = now }: { now?: number; href?: string; storedAt?: number } = {},
): Promise<void> {
  const options = { expirationTtl: Math.max(60, Math.ceil(ttlSeconds)) };
  const valid = validEntryIds(key, entryIds);
  let indexedAt = previous?.indexedAt ?? now;
  if (needsIndexing(previous, valid, now)) {
    await indexEntries(store.index, key, valid, previous?.entryIds ?? [], storedAt, href);
    indexedAt = now;
  }
  await write({ entryIds: valid, options, indexedAt });
}

/** Writes an envelope (JSON) under `key` with its purge index (storeIndexed). */
export function storeEnvelope(
  store: CacheStore,
  key: string,
  envelope: Envelope,
  previous: IndexedAs | undefined,
  ttlSeconds: number,
  now = Date.now(),
): Promise<void> {
  return storeIndexed(
    store,
    key,
    envelope.entryIds,
    previous,
    ttlSeconds,
    ({ entryIds, options, indexedAt }) =>
      store.kv.put(key, JSON.stringify({ ...envelope, entryIds, indexedAt }), options),
    { now, storedAt: envelope.storedAt },
  );
}
