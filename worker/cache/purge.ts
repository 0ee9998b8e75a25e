import { indexPrefix } from './keys';

/** What a purge deleted, and whether it finished (false: call again to continue). */
export interface PurgeResult {
  /** The cache keys deleted (index keys are not listed). */
  keys: string[];
  complete: boolean;
}

/** A Worker invocation may make about 1 000 KV operations; a purge stops short of that and says so. */
export const MAX_PURGE_DELETES = 800;
const PARALLEL_DELETES = 50;

async function* listKeys(kv: KVNamespace, prefix: string | undefined): AsyncGenerator<string> {
  let cursor: string | undefined;
  do {
    const page = await kv.list(prefix === undefined ? { cursor } : { prefix, cursor });
    for (const key of page.keys) yield key.name;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

async function deleteAll(kv: KVNamespace, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += PARALLEL_DELETES) {
    await Promise.all(keys.slice(i, i + PARALLEL_DELETES).map((key) => kv.delete(key)));
  }
}

/**
 * Deletes every cached response that contains one of the entries, found through the index written with
 * each envelope (see store.ts), and the index keys themselves.
 */
export async function purgeEntries(
  kv: KVNamespace,
  entryIds: readonly string[],
  maxDeletes = MAX_PURGE_DELETES,
): Promise<PurgeResult> {
  const cacheKeys = new Set<string>();
  const doomed: string[] = [];
  for (const entryId of new Set(entryIds)) {
    const prefix = indexPrefix(entryId);
    for await (const name of listKeys(kv, prefix)) {
      const cacheKey = name.slice(prefix.length);
      const cost = cacheKeys.has(cacheKey) ? 1 : 2;
      if (doomed.length + cost > maxDeletes) {
        await deleteAll(kv, doomed);
        return { keys: [...cacheKeys], complete: false };
      }
      if (!cacheKeys.has(cacheKey)) doomed.push(cacheKey);
      cacheKeys.add(cacheKey);
      doomed.push(name);
    }
  }
  await deleteAll(kv, doomed);
  return { keys: [...cacheKeys], complete: true };
}

/** Deletes every key that starts with `prefix` (e.g. `content:GetPages:`), or every key when undefined. */
export async function purgePrefix(
  kv: KVNamespace,
  prefix: string | undefined,
  maxDeletes = MAX_PURGE_DELETES,
): Promise<PurgeResult> {
  const doomed: string[] = [];
  for await (const name of listKeys(kv, prefix)) {
    if (doomed.length === maxDeletes) {
      await deleteAll(kv, doomed);
      return { keys: doomed.filter((key) => !key.startsWith('idx:')), complete: false };
    }
    doomed.push(name);
  }
  await deleteAll(kv, doomed);
  return { keys: doomed.filter((key) => !key.startsWith('idx:')), complete: true };
}

/** Deletes everything in the cache namespace: responses and index. */
export function purgeAll(kv: KVNamespace): Promise<PurgeResult> {
  return purgePrefix(kv, undefined);
}
