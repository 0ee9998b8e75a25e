/** How a read was answered, strongest first: KV fresh, KV stale (refreshing), upstream, KV after an upstream failure. */
export type CacheStatus = 'hit' | 'stale' | 'miss' | 'error-stale';

/**
 * A read's status as a response reports it; draft (preview) reads skip the cache: 'bypass'; a read that
 * failed with no copy to serve, so the page shows that part's no-data state: 'unavailable'.
 */
export type ReadStatus = CacheStatus | 'unavailable' | 'bypass';

/** Strongest first: a response is only as cached as its least cached read. */
export const READ_STATUS_ORDER: readonly ReadStatus[] = [
  'hit',
  'stale',
  'miss',
  'error-stale',
  'unavailable',
  'bypass',
];

/** What a published read contained: its CMS entry ids and when its data was fetched (ms since the epoch). */
export interface ReadSource {
  entryIds: readonly string[];
  storedAt: number;
  /** The read's fresh window, when it keeps its own (shorter than the default). */
  freshSeconds?: number;
}

/** Collects the statuses of one request's content reads, and what they contained (for the page cache). */
export interface CacheTracker {
  record(status: ReadStatus, source?: ReadSource): void;
  /** The weakest status recorded, or undefined when the request made no content read. */
  weakest(): ReadStatus | undefined;
  /** Every entry id the recorded reads contained. */
  entryIds(): string[];
  /** When the oldest recorded data was fetched; undefined when no read said. */
  oldestStoredAt(): number | undefined;
  /** The shortest fresh window a recorded read keeps of its own; undefined when none did. */
  shortestFreshSeconds(): number | undefined;
  /** Every published read recorded with what it contained (for the purge marks, purge-marks.ts). */
  sources(): readonly ReadSource[];
}

/** A tracker for one request (the content cache middleware puts one in `c.get('contentCache')`). */
export function createCacheTracker(): CacheTracker {
  let weakest = -1;
  const ids = new Set<string>();
  let oldest: number | undefined;
  let shortest: number | undefined;
  const sources: ReadSource[] = [];
  return {
    record(status, source) {
      weakest = Math.max(weakest, READ_STATUS_ORDER.indexOf(status));
      if (!source) return;
      sources.push(source);
      for (const id of source.entryIds) ids.add(id);
      oldest = Math.min(oldest ?? source.storedAt, source.storedAt);
      if (source.freshSeconds !== undefined) shortest = Math.min(shortest ?? Infinity, source.freshSeconds);
    },
    weakest() {
      return READ_STATUS_ORDER[weakest];
    },
    entryIds() {
      return [...ids];
    },
    oldestStoredAt() {
      return oldest;
    },
    shortestFreshSeconds() {
      return shortest;
    },
    sources() {
      return sources;
    },
  };
}
