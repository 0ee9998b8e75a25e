import { forgetOrphanRows, keysOfEntries, recentPages, type PurgedPage } from './entry-index';
import { DEPLOY_WARM_PREFIX } from './page-warm/after-deploy';
import { READ_WITHIN_SECONDS } from './page-warm/purged-pages';
import { PURGE_MARK_PREFIX } from './purge-marks';
import { PURGE_PROGRESS_PREFIX } from './purge-progress';
import type { PurgeSlice, PurgeTask } from './purge-task';
import type { CacheStore } from './store';
import { WEBHOOK_SEEN_PREFIX } from './webhook-replay';

/**
 * Storage operations one slice spends at most (KV and D1 calls alike): a Worker invocation may make about
 * 1 000 (DESIGN §2). The index's queries and deletes are one call each, whatever number of rows they touch.
 */
export const PURGE_SLICE_OPERATIONS = 900;
const PARALLEL_DELETES = 100;
/** Pages a purge of a prefix or everything looks up to render again (WARM_PAGES_PER_PURGE is at most this). */
const RECENT_PAGES = 1_000;

async function deleteAll(kv: KVNamespace, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += PARALLEL_DELETES) {
    await Promise.all(keys.slice(i, i + PARALLEL_DELETES).map((key) => kv.delete(key)));
  }
}

// Bookkeeping, not cached responses: purge marks, purge progress, the webhook's replay window and the builds
// already warmed survive every purge.
const bookkeeping = (name: string) =>
  name.startsWith(PURGE_MARK_PREFIX) ||
  name.startsWith(PURGE_PROGRESS_PREFIX) ||
  name.startsWith(WEBHOOK_SEEN_PREFIX) ||
  name.startsWith(DEPLOY_WARM_PREFIX);

const pageOf = ({ href, at }: { href: string | null; at: number }): PurgedPage[] =>
  href === null ? [] : [{ href, at }];

// A purge of entries: the keys the index names for them, a page of keys at a time in key order.
async function entriesSlice(
  store: CacheStore,
  task: Extract<PurgeTask, { kind: 'entries' }>,
  budget: number,
): Promise<PurgeSlice> {
  const keys: string[] = [];
  const pages: PurgedPage[] = [];
  let cursor = task.cursor;
  while (budget >= 2) {
    const found = await keysOfEntries(store.index, task.entryIds, cursor, budget - 1);
    budget -= 1 + found.length;
    if (found.length === 0) return { keys, pages, next: undefined };
    const names = found.map((row) => row.key);
    await deleteAll(store.kv, names);
    keys.push(...names);
    pages.push(...found.flatMap(pageOf));
    cursor = names[names.length - 1];
  }
  return { keys, pages, next: { ...task, cursor } };
}

// A purge of a prefix or of everything: KV listed page by page, cache keys deleted (bookkeeping kept). A list
// page is resumed by its cursor only once all of it is deleted; a slice that stops inside a page lists that
// page again (its deleted keys are gone). It learns the pages it removes from the index before its first
// delete.
async function listedSlice(
  store: CacheStore,
  task: Extract<PurgeTask, { kind: 'prefix' | 'all' }>,
  budget: number,
): Promise<PurgeSlice> {
  const keys: string[] = [];
  const since = Date.now() - READ_WITHIN_SECONDS * 1000;
  const first = task.cursor === undefined;
  const prefix = task.kind === 'prefix' ? task.prefix : undefined;
  const pages = first ? await recentPages(store.index, since, RECENT_PAGES, prefix) : [];
  if (first) budget -= 1;
  let cursor = task.cursor;
  while (budget >= 2) {
    budget -= 1;
    const listed = await store.kv.list(task.kind === 'all' ? { cursor } : { prefix: task.prefix, cursor });
    const doomed = listed.keys.map((key) => key.name).filter((name) => !bookkeeping(name));
    const now = doomed.slice(0, budget);
    await deleteAll(store.kv, now);
    budget -= now.length;
    keys.push(...now);
    if (now.length < doomed.length) break;
    if (listed.list_complete) return { keys, pages, next: undefined };
    cursor = listed.cursor;
  }
  return { keys, pages, next: { ...task, cursor } };
}

/**
 * Runs a purge for at most `operations` storage operations and returns what is left as a task to run in
 * another invocation. A purge that finishes also removes index rows of keys long expired (entry-index.ts).
 */
export async function runPurgeSlice(
  store: CacheStore,
  task: PurgeTask,
  operations = PURGE_SLICE_OPERATIONS,
): Promise<PurgeSlice> {
  const slice =
    task.kind === 'entries'
      ? await entriesSlice(store, task, operations - 1)
      : await listedSlice(store, task, operations - 1);
  if (!slice.next) await forgetOrphanRows(store.index, Date.now());
  return slice;
}
