import { BoundedLru } from '../bounded-lru';
import { purgeSeenSince } from '../purge-marks';

import type { KeptPage } from './page-store';

/** The most HTML the hot tier holds per isolate, in bytes (the oldest used page leaves first). */
export const HOT_TIER_BYTES = 4 * 1024 * 1024;
/** A page bigger than this is never held, so one page cannot empty the tier. */
export const HOT_PAGE_MAX_BYTES = HOT_TIER_BYTES / 8;
/**
 * How long a page read from KV is answered from this isolate's memory without reading KV again, in seconds:
 * well within KV's own eventual consistency (~60 s), so no reader sees an older page than KV could show.
 */
export const HOT_TIER_SECONDS = 5;

interface HotPage {
  kept: KeptPage;
  /** When it was read from KV (ms). */
  loadedAt: number;
}

const sizeOf = ({ kept }: HotPage) =>
  (typeof kept.page.html === 'string' ? kept.page.html.length * 2 : kept.page.html.byteLength) +
  kept.page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);

// Per isolate, in bytes.
const hot = new BoundedLru<HotPage>({ maxSize: HOT_TIER_BYTES, maxEntrySize: HOT_PAGE_MAX_BYTES, sizeOf });

/** Drops the page of `key` from this isolate's hot tier (it was stored again, deleted or purged). */
export function forgetHotPage(key: string): void {
  hot.delete(key);
}

/** Empties this isolate's hot tier. */
export function forgetHotPages(): void {
  hot.clear();
}

/**
 * The page of `key` this isolate read from KV less than `seconds` ago, unless a purge it has seen since
 * (its own, or KV's marks as it last listed them) covers the page; undefined otherwise.
 */
export function recallHotPage(key: string, now: number, seconds = HOT_TIER_SECONDS): KeptPage | undefined {
  const entry = hot.get(key);
  if (!entry) return undefined;
  const { kept, loadedAt } = entry;
  if (
    now < loadedAt ||
    now - loadedAt >= seconds * 1000 ||
    purgeSeenSince(key, kept.entryIds, kept.storedAt)
  ) {
    forgetHotPage(key);
    return undefined;
  }
  return kept;
}

/** Holds a page just read from KV, dropping the least recently used pages beyond HOT_TIER_BYTES. */
export function keepHotPage(key: string, kept: KeptPage, now: number): void {
  hot.set(key, { kept, loadedAt: now });
}

/** What the hot tier holds now: pages and bytes (tests, diagnostics). */
export function hotTierSize(): { pages: number; bytes: number } {
  const { entries, size } = hot.usage;
  return { pages: entries, bytes: size };
}
