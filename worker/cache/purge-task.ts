import type { PurgedPage } from './entry-index';

/**
 * One purge, as a queue message can carry it and resume it: every key that contains one of `entryIds` (the
 * index's rows say which), every key under `prefix`, or everything. `cursor` says where the previous slice
 * stopped (the last key purged of entries, or a KV list cursor); `warm`, the pages removed so far to render
 * again once the purge is done (page-warm/purged-pages.ts); `progress`, the purge's id and running totals
 * (purge-progress.ts).
 */
export type PurgeTask = (
  { kind: 'entries'; entryIds: string[] } | { kind: 'prefix'; prefix: string } | { kind: 'all' }
) & { cursor?: string; warm?: PurgedPage[]; progress?: PurgeTally };

/**
 * What one slice deleted (cache keys), the pages among them (to render again: page-warm/), and the rest of the
 * purge, if any.
 */
export interface PurgeSlice {
  keys: string[];
  pages: PurgedPage[];
  next: PurgeTask | undefined;
}

/** The running totals of a purge, carried from slice to slice in its task. */
export interface PurgeTally {
  id: string;
  startedAt: number;
  slices: number;
  keysDeleted: number;
}
