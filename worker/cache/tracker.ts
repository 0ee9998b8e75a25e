import type { CacheStatus } from './read';

/** A read's status as a response reports it; draft (preview) reads skip the cache: 'bypass'. */
export type ReadStatus = CacheStatus | 'bypass';

/** Strongest first: a response is only as cached as its least cached read. */
export const READ_STATUS_ORDER: readonly ReadStatus[] = ['hit', 'stale', 'miss', 'error-stale', 'bypass'];

/** Collects the statuses of one request's content reads. */
export interface CacheTracker {
  record(status: ReadStatus): void;
  /** The weakest status recorded, or undefined when the request made no content read. */
  weakest(): ReadStatus | undefined;
}

/** A tracker for one request (the content cache middleware puts one in `c.var.contentCache`). */
export function createCacheTracker(): CacheTracker {
  let weakest = -1;
  return {
    record(status) {
      weakest = Math.max(weakest, READ_STATUS_ORDER.indexOf(status));
    },
    weakest() {
      return READ_STATUS_ORDER[weakest];
    },
  };
}
