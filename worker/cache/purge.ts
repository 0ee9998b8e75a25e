import * as v from 'valibot';

import { pagesToWarm, queuePurgedPages, warmPagesPerPurge } from './page-warm/purged-pages';
import type { WarmBindings } from './page-warm/warm-queue';
import { markPurge, type PurgeScope } from './purge-marks';
import { PURGE_SLICE_OPERATIONS, runPurgeSlice, type PurgeSlice, type PurgeTask } from './purge-work';

/** What a purge deleted at once, and whether the rest was queued (it then finishes in the queue). */
export interface PurgeResult {
  /** The cache keys deleted in this request (index keys are not listed). */
  keys: string[];
  /** True when nothing is left; false when the rest is queued as purge work. */
  complete: boolean;
}

/** The bindings a purge needs: the cache, the queue of purge work, and those of warming the pages again. */
export interface PurgeBindings extends WarmBindings {
  CONTENT_CACHE: KVNamespace;
  CACHE_INDEX: D1Database;
  PURGE_QUEUE: Queue<PurgeTask>;
}

/** Where a purge deletes and what it reads to find the keys. */
export const purgeStore = (env: PurgeBindings) => ({ kv: env.CONTENT_CACHE, index: env.CACHE_INDEX });

/** The purge task of a scope. */
export function purgeTask(scope: PurgeScope): PurgeTask {
  if ('entryIds' in scope) return { kind: 'entries', entryIds: [...new Set(scope.entryIds)] };
  if ('prefix' in scope) return { kind: 'prefix', prefix: scope.prefix };
  return { kind: 'all' };
}

/**
 * After a slice of `task`: queues the rest of the purge, carrying the pages removed so far that were being
 * read (page-warm/purged-pages.ts); or, when the slice finished it, queues those pages to be rendered again,
 * now that nothing of the purge is left to delete (no render reads data the purge has yet to remove, and no
 * later slice deletes a page rendered again).
 */
export async function continuePurge(
  env: PurgeBindings,
  task: PurgeTask,
  slice: PurgeSlice,
  now = Date.now(),
): Promise<void> {
  const warm = pagesToWarm(task.warm ?? [], slice.pages, warmPagesPerPurge(env), now);
  if (!slice.next) return queuePurgedPages(env, warm);
  const next: PurgeTask = { ...slice.next, warm };
  if (warm.length === 0) delete next.warm;
  await env.PURGE_QUEUE.send(next, { contentType: 'json' });
}

/**
 * Purges every cached response (and its index keys) that `scope` covers, however many: marks the purge (so no
 * render begun before it stores old data, purge-marks.ts), deletes what `inlineOperations` KV operations allow
 * in this request, and queues the rest as purge work that continues across invocations until done
 * (purge-queue.ts); once done, the pages it removed that were being read are rendered again in the background
 * (page-warm/). Resolves once the rest is durably queued; a queue failure rejects.
 */
export async function purge(
  env: PurgeBindings,
  scope: PurgeScope,
  inlineOperations = PURGE_SLICE_OPERATIONS - 100,
): Promise<PurgeResult> {
  await markPurge(env.CONTENT_CACHE, scope);
  const task = purgeTask(scope);
  const slice =
    inlineOperations > 0
      ? await runPurgeSlice(purgeStore(env), task, inlineOperations)
      : { keys: [], pages: [], next: task };
  await continuePurge(env, task, slice);
  return { keys: slice.keys, complete: slice.next === undefined };
}

const cursor = v.optional(v.string());
const warm = v.optional(v.array(v.object({ href: v.string(), at: v.number() })));
/** A queued purge task, checked before it runs (the queue is a boundary like any other). */
export const purgeTaskSchema = v.variant('kind', [
  v.object({ kind: v.literal('entries'), entryIds: v.array(v.string()), cursor, warm }),
  v.object({ kind: v.literal('prefix'), prefix: v.string(), cursor, warm }),
  v.object({ kind: v.literal('all'), cursor, warm }),
]);
