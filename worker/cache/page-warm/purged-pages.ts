import type { PurgedPage } from '../entry-index';

import { sendWarmTasks, warmLimit, type WarmBindings } from './warm-queue';

/**
 * A page stored within this many seconds was being read: the page cache stores a page when a reader misses it
 * and again when a reader finds it stale (60 s after it was stored), so a page read in the last hour has been
 * stored in the last hour.
 */
export const READ_WITHIN_SECONDS = 3600;
// The pages a purge carries from slice to slice stay well inside a queue message's 128 KB.
const MAX_CARRIED_BYTES = 64 * 1024;

/**
 * The pages to render again once a purge is done: those `carried` from its earlier slices and those `found`
 * in this one, each address once, stored within READ_WITHIN_SECONDS of `now`, the most recently stored
 * first, at most `cap` and MAX_CARRIED_BYTES of addresses.
 */
export function pagesToWarm(
  carried: readonly PurgedPage[],
  found: readonly PurgedPage[],
  cap: number,
  now: number,
): PurgedPage[] {
  if (cap <= 0) return [];
  const since = now - READ_WITHIN_SECONDS * 1000;
  const latest = new Map<string, PurgedPage>();
  for (const page of [...carried, ...found]) {
    if (page.at < since) continue;
    const seen = latest.get(page.href);
    if (!seen || seen.at < page.at) latest.set(page.href, page);
  }
  const chosen: PurgedPage[] = [];
  let bytes = 0;
  for (const page of [...latest.values()].sort((a, b) => b.at - a.at)) {
    if (chosen.length >= cap) break;
    bytes += page.href.length + 32;
    if (bytes > MAX_CARRIED_BYTES) break;
    chosen.push(page);
  }
  return chosen;
}

/** How many pages one purge may render again (WARM_PAGES_PER_PURGE; 0 without a queue). */
export const warmPagesPerPurge = (env: WarmBindings) =>
  env.PAGE_WARM_QUEUE ? warmLimit(env.WARM_PAGES_PER_PURGE) : 0;

/**
 * Queues the pages a finished purge removed to be rendered again (page-warm/consumer.ts). Warming is a
 * courtesy to the next reader: a queue failure is logged, never the purge's failure.
 */
export async function queuePurgedPages(env: WarmBindings, pages: readonly PurgedPage[]): Promise<void> {
  if (pages.length === 0) return;
  try {
    await sendWarmTasks(
      env,
      pages.map(({ href }) => ({ kind: 'page', href })),
    );
  } catch (error) {
    console.error(`page warm: queueing ${pages.length} purged pages failed`, error);
  }
}
