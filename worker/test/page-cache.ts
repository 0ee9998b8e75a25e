import { env } from 'cloudflare:test';

import { ensureSchema } from '../cache/entry-index';
import { forgetHotData } from '../cache/hot-data';
import { forgetRenders } from '../cache/page-middleware';
import { forgetHotPage, forgetHotPages } from '../cache/page-middleware/hot-pages';
import { forgetCalls } from '../cache/read';
import { forgetLeases } from '../cache/refresh-lease';
import { forgetWrites } from '../cache/throttle';

/**
 * Changes the metadata of the page stored under `key` (its storedAt, its build) as a test's way of ageing it
 * or making it another build's, and drops this isolate's hot copy of it, which KV changes made behind the
 * page cache's back do not reach. False when `key` holds no page.
 */
export async function rewriteStoredPage(
  kv: KVNamespace,
  key: string,
  change: (metadata: { at: number; build: string }) => { at: number; build: string },
): Promise<boolean> {
  const stored = await kv.getWithMetadata<{ at: number; build: string }>(key, 'arrayBuffer');
  forgetHotPage(key);
  if (stored.value === null || !stored.metadata) return false;
  await kv.put(key, stored.value, { metadata: { ...stored.metadata, ...change(stored.metadata) } });
  return true;
}

/** Moves the page stored under `key` `seconds` into the past. */
export const agePage = (kv: KVNamespace, key: string, seconds: number) =>
  rewriteStoredPage(kv, key, (metadata) => ({ ...metadata, at: Date.now() - seconds * 1000 }));

/**
 * Deletes every KV key of the namespace and every row of the purge index, and every page and envelope this
 * isolate holds in memory; and forgets the writes it made, so that a key written less than a second ago
 * (claimWrite) is written again.
 */
export async function clearKv(kv: KVNamespace): Promise<void> {
  await ensureSchema(env.CACHE_INDEX);
  await env.CACHE_INDEX.prepare('DELETE FROM cache_index').run();
  forgetLeases();
  forgetHotPages();
  forgetHotData();
  forgetWrites();
  forgetCalls();
  forgetRenders();
  let cursor: string | undefined;
  do {
    const list = await kv.list({ cursor });
    await Promise.all(list.keys.map(({ name }) => kv.delete(name)));
    cursor = list.list_complete ? undefined : list.cursor;
  } while (cursor);
}

/** A row of the purge index (../cache/entry-index.ts). */
export interface IndexRow {
  entry: string;
  key: string;
  href: string | null;
  at: number;
}

/** The purge index's rows naming `key`, or containing `entryId`, entry then key order. */
export async function indexRows(where: { key?: string; entryId?: string }): Promise<IndexRow[]> {
  await ensureSchema(env.CACHE_INDEX);
  const { results } = await env.CACHE_INDEX.prepare(
    'SELECT entry, key, href, at FROM cache_index WHERE (?1 IS NULL OR key = ?1) AND (?2 IS NULL OR entry = ?2) ORDER BY entry, key',
  )
    .bind(where.key ?? null, where.entryId ?? null)
    .all<IndexRow>();
  return results;
}
