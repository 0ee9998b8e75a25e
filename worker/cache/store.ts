import type { Envelope } from './envelope';
import { ENTRY_ID_PATTERN, indexKey } from './keys';

/**
 * Writes an envelope and keeps the purge index exact. The index is one empty KV key per (entry, cached
 * response): `idx:<entryId>:<cacheKey>`. KV has no secondary indexes or transactions, and one index value
 * per entry (a list of keys) would be a read-modify-write raced by every isolate and hot-written by popular
 * entries; separate keys are written without reading, never contended, listed by prefix on purge, and given
 * the envelope's TTL so they vanish with it. Index keys are written first, so an envelope is never
 * stored without them; ids the previous envelope had and this one lacks lose their index key.
 */
export async function storeEnvelope(
  kv: KVNamespace,
  key: string,
  envelope: Envelope,
  previousEntryIds: readonly string[],
  ttlSeconds: number,
): Promise<void> {
  const options = { expirationTtl: Math.max(60, Math.ceil(ttlSeconds)) };
  const entryIds = [...new Set(envelope.entryIds)].filter((id) => {
    if (ENTRY_ID_PATTERN.test(id)) return true;
    console.warn(`content cache: not indexing invalid entry id ${JSON.stringify(id)} of ${key}`);
    return false;
  });
  await Promise.all(entryIds.map((id) => kv.put(indexKey(id, key), '1', options)));
  await kv.put(key, JSON.stringify({ ...envelope, entryIds }), options);
  const dropped = previousEntryIds.filter((id) => !entryIds.includes(id) && ENTRY_ID_PATTERN.test(id));
  await Promise.all(dropped.map((id) => kv.delete(indexKey(id, key))));
}
