import * as v from 'valibot';

import { pagesToWarm, queuePurgedPages, warmPagesPerPurge } from './page-warm/purged-pages';
import type { WarmBindings } from './page-warm/warm-queue';
import { markPurge, type PurgeScope } from './purge-marks';
import { recordPurgeSlice, startTally } from './purge-progress';
import type { PurgeSlice, PurgeTask } from './purge-task';
import { PURGE_SLICE_OPERATIONS, runPurgeSlice } from './purge-work';

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

/** The purge task of a scope; with an id, its progress is recorded (purge-progress.ts). */
export function purgeTask(scope: PurgeScope, id?: string): PurgeTask {
  const progress = id ? { progress: startTally(id) } : {};
  if ('entryIds' in scope) return { kind: 'entries', entryIds: [...new Set(scope.entryIds)], ...progress };
  if ('prefix' in scope) return { kind: 'prefix', prefix: scope.prefix, ...progress };
  return { kind: 'all', ...progress };
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
  const progress = await recordPurgeSlice(env.CONTENT_CACHE, task, slice, now);
  if (!slice.next) return queuePurgedPages(env, warm);
  const next: PurgeTask = { ...slice.next, warm, progress };
  if (warm.length === 0) delete next.warm;
  if (!progress) delete next.progress;
  await env.PURGE_QUEUE.send(next, { contentType: 'json' });
}

/**
 * Purges every cached response (and its index keys) that `scope` covers, however many: marks the purge (so no
 * render begun before it stores old data, purge-marks.ts), deletes what `inlineOperations` KV operations allow
 * in this request, and queues the rest as purge work that continues across invocations until done
 * (purge-queue.ts); once done, the pages it removed that were being read are rendered again in the background
 * (page-warm/). With an `id`, each slice records the purge's progress (purge-progress.ts). Resolves once the
 * rest is durably queued; a queue failure rejects.
 */
export async function purge(
  env: PurgeBindings,
  scope: PurgeScope,
  inlineOperations = PURGE_SLICE_OPERATIONS - 100,
  id?: string,
): Promise<PurgeResult> {
  await markPurge(env.CONTENT_CACHE, scope);
  const task = purgeTask(scope, id);
  const slice =
    inlineOperations > 0
      ? await runPurgeSlice(purgeStore(env), task, inlineOperations)
      : { keys: [], pages: [], next: task };
  await continuePurge(env, task, slice);
  return { keys: slice.keys, complete: slice.next === undefined };
}

const cursor = v.optional(v.string());
const warm = v.optional(v.array(v.object({ href: v.string(), at: v.number() })));
const progress = v.optional(
  v.object({ id: v.string(), startedAt: v.number(), slices: v.number(), keysDeleted: v.number() }),
);
/** A queued purge task, checked before it runs (the queue is a boundary like any other). */
export const purgeTaskSchema = v.variant('kind', [
  v.object({ kind: v.literal('entries'), entryIds: v.array(v.string()), cursor, warm, progress }),
  v.object({ kind: v.literal('prefix'), prefix: v.string(), cursor, warm, progress }),
  v.object({ kind: v.literal('all'), cursor, warm, progress }),
]);
