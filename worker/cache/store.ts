import type { Envelope } from './envelope';
import { ENTRY_ID_PATTERN, indexKey } from './keys';

/**
 * Writes the value of `key` with `write` and keeps the purge index exact. The index is one empty KV key per
 * (entry, cached response): `idx:<entryId>:<cacheKey>`. KV has no secondary indexes or transactions, and one
 * index value per entry (a list of keys) would be a read-modify-write raced by every isolate and hot-written
 * by popular entries; separate keys are written without reading, never contended, listed by prefix on purge,
 * and given the value's TTL so they vanish with it. Index keys are written first, so a value is never stored
 * without them; ids the previous value had and this one lacks lose their index key. `write` gets the valid
 * entry ids and the put options (TTL). `indexMetadata` is the index keys' KV metadata (a page's address:
 * page-warm/index-metadata.ts), which a purge's list reads at no extra cost.
 */
export async function storeIndexed(
  kv: KVNamespace,
  key: string,
  entryIds: readonly string[],
  previousEntryIds: readonly string[],
  ttlSeconds: number,
  write: (entryIds: string[], options: { expirationTtl: number }) => Promise<void>,
  indexMetadata?: unknown,
): Promise<void> {
  const options = { expirationTtl: Math.max(60, Math.ceil(ttlSeconds)) };
  const valid = [...new Set(entryIds)].filter((id) => {
    if (ENTRY_ID_PATTERN.test(id)) return true;
    console.warn(`content cache: not indexing invalid entry id ${JSON.stringify(id)} of ${key}`);
    return false;
  });
  const indexOptions = indexMetadata === undefined ? options : { ...options, metadata: indexMetadata };
  await Promise.all(valid.map((id) => kv.put(indexKey(id, key), '1', indexOptions)));
  await write(valid, options);
  const dropped = previousEntryIds.filter((id) => !valid.includes(id) && ENTRY_ID_PATTERN.test(id));
  await Promise.all(dropped.map((id) => kv.delete(indexKey(id, key))));
}

/** Writes an envelope (JSON) under `key` with its purge index (storeIndexed). */
export function storeEnvelope(
  kv: KVNamespace,
  key: string,
  envelope: Envelope,
  previousEntryIds: readonly string[],
  ttlSeconds: number,
): Promise<void> {
  return storeIndexed(kv, key, envelope.entryIds, previousEntryIds, ttlSeconds, (entryIds, options) =>
    kv.put(key, JSON.stringify({ ...envelope, entryIds }), options),
  );
}
