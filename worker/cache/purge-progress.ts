import type { PurgeScope } from './purge-marks';
import type { PurgeSlice, PurgeTally, PurgeTask } from './purge-task';

/**
 * Purge progress (README.md beside this file): every purge the admin endpoint or the webhook starts has an
 * id, and after each slice its record `purge-progress:<id>` in CONTENT_CACHE says what is done and what is
 * left, so `GET /admin/purge/{id}` answers from any isolate. The running totals travel in the purge task
 * (`progress`), so each slice writes the whole record without reading it first; a record is kept a day. KV
 * shows a new record elsewhere within about a minute.
 */
export const PURGE_PROGRESS_PREFIX = 'purge-progress:';
export const PURGE_PROGRESS_TTL_SECONDS = 24 * 60 * 60;
/** A purge id: what `crypto.randomUUID()` makes. */
export const PURGE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What `GET /admin/purge/{id}` answers. */
export interface PurgeProgress {
  id: string;
  scope: PurgeScope;
  complete: boolean;
  /** Slices run and cache keys deleted so far (index keys not counted). */
  done: { slices: number; keysDeleted: number };
  /** What the next slice starts on; absent once complete. */
  left?: string;
  startedAt: string;
  updatedAt: string;
  completedAt?: string;
}

/** A new purge's tally. */
export function startTally(id: string, now = Date.now()): PurgeTally {
  return { id, startedAt: now, slices: 0, keysDeleted: 0 };
}

// The scope a purge task covers.
function scopeOf(task: PurgeTask): PurgeScope {
  if (task.kind === 'entries') return { entryIds: task.entryIds };
  if (task.kind === 'prefix') return { prefix: task.prefix };
  return { all: true };
}

function describeLeft(next: PurgeTask): string {
  if (next.kind === 'entries') {
    const after = next.cursor ? ` after ${next.cursor}` : '';
    return `the cached responses of ${next.entryIds.join(', ')} the index names${after}`;
  }
  if (next.kind === 'prefix')
    return `cached responses under ${next.prefix}, from where the last slice stopped`;
  return 'the rest of the cache, listed from where the last slice stopped';
}

async function put(kv: KVNamespace, progress: PurgeProgress): Promise<void> {
  await kv.put(PURGE_PROGRESS_PREFIX + progress.id, JSON.stringify(progress), {
    expirationTtl: PURGE_PROGRESS_TTL_SECONDS,
  });
}

/**
 * Records a slice of the purge `task`: adds it to the tally and writes the record. Answers the tally the rest
 * of the purge carries. A failed write never stops the purge: it is logged (and the last record, which says the
 * purge is complete, is tried once more a second later, KV taking one write a second per key).
 */
export async function recordPurgeSlice(
  kv: KVNamespace,
  task: PurgeTask,
  slice: PurgeSlice,
  now = Date.now(),
): Promise<PurgeTally | undefined> {
  const tally = task.progress;
  if (!tally) return undefined;
  const next: PurgeTally = {
    ...tally,
    slices: tally.slices + 1,
    keysDeleted: tally.keysDeleted + slice.keys.length,
  };
  const progress: PurgeProgress = {
    id: tally.id,
    scope: scopeOf(task),
    complete: slice.next === undefined,
    done: { slices: next.slices, keysDeleted: next.keysDeleted },
    startedAt: new Date(tally.startedAt).toISOString(),
    updatedAt: new Date(now).toISOString(),
  };
  if (slice.next) progress.left = describeLeft(slice.next);
  else progress.completedAt = progress.updatedAt;
  try {
    await put(kv, progress);
  } catch (error) {
    console.error(`purge ${tally.id}: recording progress failed`, error);
    if (progress.complete) {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await put(kv, progress).catch(() => undefined);
    }
  }
  return next;
}

/** The progress record of a purge, or undefined when there is none (unknown, or older than a day). */
export async function readPurgeProgress(kv: KVNamespace, id: string): Promise<PurgeProgress | undefined> {
  if (!PURGE_ID_PATTERN.test(id)) return undefined;
  return (await kv.get<PurgeProgress>(PURGE_PROGRESS_PREFIX + id, 'json')) ?? undefined;
}
