import * as v from 'valibot';

import { markPurge, type PurgeScope } from './purge-marks';
import { PURGE_SLICE_OPERATIONS, runPurgeSlice, type PurgeTask } from './purge-work';

/** What a purge deleted at once, and whether the rest was queued (it then finishes in the queue). */
export interface PurgeResult {
  /** The cache keys deleted in this request (index keys are not listed). */
  keys: string[];
  /** True when nothing is left; false when the rest is queued as purge work. */
  complete: boolean;
}

/** The bindings a purge needs: the cache and the queue of purge work. */
export interface PurgeBindings {
  CONTENT_CACHE: KVNamespace;
  PURGE_QUEUE: Queue<PurgeTask>;
}

/** The purge task of a scope. */
export function purgeTask(scope: PurgeScope): PurgeTask {
  if ('entryIds' in scope) return { kind: 'entries', entryIds: [...new Set(scope.entryIds)] };
  if ('prefix' in scope) return { kind: 'prefix', prefix: scope.prefix };
  return { kind: 'all' };
}

/**
 * Purges every cached response (and its index keys) that `scope` covers, however many: marks the purge (so no
 * render begun before it stores old data, purge-marks.ts), deletes what `inlineOperations` KV operations allow
 * in this request, and queues the rest as purge work that continues across invocations until done
 * (purge-queue.ts). Resolves once the rest is durably queued; a queue failure rejects.
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
      ? await runPurgeSlice(env.CONTENT_CACHE, task, inlineOperations)
      : { keys: [], next: task };
  if (slice.next) await env.PURGE_QUEUE.send(slice.next, { contentType: 'json' });
  return { keys: slice.keys, complete: slice.next === undefined };
}

const cursor = v.optional(v.string());
/** A queued purge task, checked before it runs (the queue is a boundary like any other). */
export const purgeTaskSchema = v.variant('kind', [
  v.object({
    kind: v.literal('entries'),
    entryIds: v.array(v.string()),
    entry: v.optional(v.number()),
    cursor,
  }),
  v.object({
    kind: v.literal('prefix'),
    prefix: v.string(),
    phase: v.optional(v.picklist(['keys', 'index'])),
    cursor,
  }),
  v.object({ kind: v.literal('all'), cursor }),
]);
