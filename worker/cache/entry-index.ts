import { ENTRY_ID_PATTERN } from './keys';

/**
 * The purge index (README "The purge index"): one D1 row per (CMS entry or list tag, cached key), with the
 * page's canonical address and the value's storedAt when the row was written. A stored response costs one D1 call whatever number
 * of entries it shows, and none when a refresh finds the entries it already had; a purge finds the keys of its
 * entries with one query.
 */

/** A page a purge removed, by its address and when its index rows were written (page-warm/). */
export interface PurgedPage {
  href: string;
  at: number;
}

/** A stored key's index as its value keeps it: its entry ids and when its rows were written (ms). */
export interface IndexedAs {
  entryIds: readonly string[];
  indexedAt?: number;
}

/**
 * Rows are written again when they are older than this though nothing changed, so a key read all day keeps
 * rows younger than page-warm's READ_WITHIN_SECONDS and the cleanup (ORPHAN_ROW_MS) never takes them.
 */
export const INDEX_RENEW_MS = 30 * 60_000;
/** A row older than this names a key that has expired from KV (86 400 s after its last store): removed. */
export const ORPHAN_ROW_MS = 2 * 86_400_000;
/** Rows one cleanup removes at most (it runs at the end of every purge). */
const ORPHAN_ROWS_PER_CLEANUP = 1_000;

// Keyed by entry first, so a purge's lookup and a store's removal of dropped entries are primary-key reads;
// no second index, so a row costs one row written.
const SCHEMA = `CREATE TABLE IF NOT EXISTS cache_index (
  entry TEXT NOT NULL, key TEXT NOT NULL, href TEXT, at INTEGER NOT NULL, PRIMARY KEY (entry, key)
) WITHOUT ROWID`;

// Per isolate: the databases whose table this isolate has made sure of (a plain flag, never a shared promise;
// two first requests both run the idempotent statements).
const ready = new WeakSet<D1Database>();

/** Makes the index's table unless this isolate already did (one D1 call per isolate and database). */
export async function ensureSchema(db: D1Database): Promise<void> {
  if (ready.has(db)) return;
  await db.prepare(SCHEMA).run();
  ready.add(db);
}

/** The ids worth indexing: each once, and only ids of the pattern Hygraph's (and list tags) follow. */
export function validEntryIds(key: string, entryIds: readonly string[]): string[] {
  return [...new Set(entryIds)].filter((id) => {
    if (ENTRY_ID_PATTERN.test(id)) return true;
    console.warn(`content cache: not indexing invalid entry id ${JSON.stringify(id)} of ${key}`);
    return false;
  });
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
};

/**
 * Whether a key stored with `entryIds` needs its rows written: its previous value was indexed with other
 * entries, not at all (a first store, or a value of an earlier build), or INDEX_RENEW_MS ago.
 */
export function needsIndexing(previous: IndexedAs | undefined, entryIds: readonly string[], now: number) {
  if (!previous || previous.indexedAt === undefined) return true;
  return !sameSet(previous.entryIds, entryIds) || now - previous.indexedAt >= INDEX_RENEW_MS;
}

/**
 * Writes the rows of `key` (one D1 call): one per entry id, naming the page's address when it is a page;
 * rows of ids the previous value had and this one lacks are removed. Written before the value, so a value is
 * never stored without its rows.
 */
export async function indexEntries(
  db: D1Database,
  key: string,
  entryIds: readonly string[],
  previousIds: readonly string[],
  at: number,
  href?: string,
): Promise<void> {
  await ensureSchema(db);
  const dropped = previousIds.filter((id) => !entryIds.includes(id));
  const statements = [
    db
      .prepare(
        `INSERT INTO cache_index (entry, key, href, at) SELECT value, ?1, ?2, ?3 FROM json_each(?4) WHERE true
         ON CONFLICT (entry, key) DO UPDATE SET href = excluded.href, at = excluded.at`,
      )
      .bind(key, href ?? null, at, JSON.stringify(entryIds)),
  ];
  if (dropped.length > 0)
    statements.push(
      db
        .prepare('DELETE FROM cache_index WHERE entry IN (SELECT value FROM json_each(?2)) AND key = ?1')
        .bind(key, JSON.stringify(dropped)),
    );
  await db.batch(statements);
}

/** A key the index names, with the page's address when it is a page. */
export interface IndexedKey {
  key: string;
  href: string | null;
  at: number;
}

/**
 * Up to `limit` keys that contain any of `entryIds`, in key order after `after` (one D1 call). The rows of a
 * purged key stay: the key's next store (a miss) writes them again, and rows of keys never stored again are
 * removed with age (forgetOrphanRows).
 */
export async function keysOfEntries(
  db: D1Database,
  entryIds: readonly string[],
  after: string | undefined,
  limit: number,
): Promise<IndexedKey[]> {
  await ensureSchema(db);
  const { results } = await db
    .prepare(
      `SELECT key, MAX(href) AS href, MAX(at) AS at FROM cache_index
       WHERE entry IN (SELECT value FROM json_each(?1)) AND key > ?2 GROUP BY key ORDER BY key LIMIT ?3`,
    )
    .bind(JSON.stringify(entryIds), after ?? '', limit)
    .all<IndexedKey>();
  return results;
}

/**
 * The pages stored since `since` (ms), under `prefix` if given, the most recent first, at most `limit` (one D1
 * call).
 */
export async function recentPages(
  db: D1Database,
  since: number,
  limit: number,
  prefix?: string,
): Promise<PurgedPage[]> {
  await ensureSchema(db);
  const { results } = await db
    .prepare(
      `SELECT MAX(href) AS href, MAX(at) AS at FROM cache_index
       WHERE href IS NOT NULL AND at >= ?1 AND (?3 IS NULL OR (key >= ?3 AND key < ?3 || char(1114111)))
       GROUP BY key ORDER BY at DESC LIMIT ?2`,
    )
    .bind(since, limit, prefix ?? null)
    .all<PurgedPage>();
  return results;
}

/** Removes up to ORPHAN_ROWS_PER_CLEANUP rows older than ORPHAN_ROW_MS (one D1 call). */
export async function forgetOrphanRows(db: D1Database, now: number): Promise<void> {
  await ensureSchema(db);
  await db
    .prepare(
      `DELETE FROM cache_index WHERE (entry, key) IN
       (SELECT entry, key FROM cache_index WHERE at < ?1 LIMIT ?2)`,
    )
    .bind(now - ORPHAN_ROW_MS, ORPHAN_ROWS_PER_CLEANUP)
    .run();
}
