import { indexPrefix } from './keys';
import { DEPLOY_WARM_PREFIX } from './page-warm/after-deploy';
import { purgedPageOf, type PurgedPage } from './page-warm/index-metadata';
import { PURGE_MARK_PREFIX } from './purge-marks';
import { PURGE_PROGRESS_PREFIX, type PurgeTally } from './purge-progress';
import { WEBHOOK_SEEN_PREFIX } from './webhook-replay';

/**
 * One purge, as a queue message can carry it and resume it: every key and index key that contains one of
 * `entryIds`; every key under `prefix` and then every index key naming one (so no orphan index keys stay);
 * or everything. `cursor` (a KV list cursor) and `entry` (which id) say where the previous slice stopped;
 * `warm`, the pages removed so far to render again once the purge is done (page-warm/purged-pages.ts);
 * `progress`, the purge's id and running totals (purge-progress.ts).
 */
export type PurgeTask = (
  | { kind: 'entries'; entryIds: string[]; entry?: number; cursor?: string }
  | { kind: 'prefix'; prefix: string; phase?: 'keys' | 'index'; cursor?: string }
  | { kind: 'all'; cursor?: string }
) & { warm?: PurgedPage[]; progress?: PurgeTally };

/**
 * What one slice deleted (cache keys, not index keys), the pages among them whose index keys name them (to
 * render again: page-warm/), and the rest of the purge, if any.
 */
export interface PurgeSlice {
  keys: string[];
  pages: PurgedPage[];
  next: PurgeTask | undefined;
}

/** KV operations one slice spends at most: a Worker invocation may make about 1 000 (DESIGN §2). */
export const PURGE_SLICE_OPERATIONS = 900;
const PARALLEL_DELETES = 100;

async function deleteAll(kv: KVNamespace, keys: string[]): Promise<void> {
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

// The list prefix and the deletes for one listed key name, per task kind.
function plan(task: PurgeTask): { prefix: string | undefined; doomed(name: string): string[] } | undefined {
  if (task.kind === 'all') {
    // Purge marks stay: they stop renders begun before this purge from storing (purge-marks.ts).
    return { prefix: undefined, doomed: (name) => (bookkeeping(name) ? [] : [name]) };
  }
  if (task.kind === 'prefix') {
    if ((task.phase ?? 'keys') === 'keys') {
      const skip = (name: string) => bookkeeping(name) || name.startsWith('idx:');
      return { prefix: task.prefix, doomed: (name) => (skip(name) ? [] : [name]) };
    }
    // `idx:<entryId>:<cacheKey>`: entry ids have no colon, so the cache key follows the second one.
    const cacheKeyOf = (name: string) => name.slice(name.indexOf(':', 4) + 1);
    return { prefix: 'idx:', doomed: (name) => (cacheKeyOf(name).startsWith(task.prefix) ? [name] : []) };
  }
  const entryId = task.entryIds[task.entry ?? 0];
  if (entryId === undefined) return undefined;
  const prefix = indexPrefix(entryId);
  return { prefix, doomed: (name) => [name.slice(prefix.length), name] };
}

// The task that follows once the current list (entry id, phase) is exhausted.
function following(task: PurgeTask): PurgeTask | undefined {
  if (task.kind === 'entries') {
    const entry = (task.entry ?? 0) + 1;
    return entry < task.entryIds.length
      ? { kind: 'entries', entryIds: task.entryIds, entry, warm: task.warm }
      : undefined;
  }
  if (task.kind === 'prefix' && (task.phase ?? 'keys') === 'keys')
    return { ...task, phase: 'index', cursor: undefined };
  return undefined;
}

/**
 * Runs a purge for at most `operations` KV operations (each list and each delete counts one) and returns
 * what is left as a task to run in another invocation. A list page is resumed by its cursor only once all of
 * it is deleted; a slice that stops inside a page lists that page again (its deleted keys are gone).
 */
export async function runPurgeSlice(
  kv: KVNamespace,
  task: PurgeTask,
  operations = PURGE_SLICE_OPERATIONS,
): Promise<PurgeSlice> {
  const keys = new Set<string>();
  const pages: PurgedPage[] = [];
  const done = (next: PurgeTask | undefined): PurgeSlice => ({ keys: [...keys], pages, next });
  let current: PurgeTask | undefined = task;
  let budget = operations;
  while (current) {
    const step = plan(current);
    if (!step) return done(undefined);
    if (budget < 2) return done(current);
    budget -= 1;
    const listed: KVNamespaceListResult<unknown> = await kv.list(
      step.prefix === undefined
        ? { cursor: current.cursor }
        : { prefix: step.prefix, cursor: current.cursor },
    );
    const doomed: string[] = [];
    let whole = true;
    for (const { name, metadata } of listed.keys) {
      const names = step.doomed(name).filter((key) => !doomed.includes(key));
      if (names.length > budget) {
        whole = false;
        break;
      }
      budget -= names.length;
      doomed.push(...names);
      for (const key of names) if (!key.startsWith('idx:')) keys.add(key);
      // A page's index key names its address (page-warm/index-metadata.ts).
      const page = names.includes(name) ? purgedPageOf(metadata) : undefined;
      if (page) pages.push(page);
    }
    await deleteAll(kv, doomed);
    if (!whole) return done(current);
    current = listed.list_complete ? following(current) : { ...current, cursor: listed.cursor };
  }
  return done(undefined);
}
