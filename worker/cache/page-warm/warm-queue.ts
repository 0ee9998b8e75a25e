import * as v from 'valibot';

/** The queue of pages to render again (wrangler.toml); its name in staging and production ends in the environment. */
export const PAGE_WARM_QUEUE_NAME = 'page-warm';

/**
 * A message of the `page-warm` queue: render the page at `href` (a canonical address) unless it is stored
 * already; or read the sitemap of `origin` and queue its first `pages` addresses (after a deploy).
 */
export const pageWarmTaskSchema = v.variant('kind', [
  v.object({ kind: v.literal('page'), href: v.pipe(v.string(), v.url()) }),
  v.object({
    kind: v.literal('sitemap'),
    origin: v.pipe(v.string(), v.url()),
    pages: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
]);
export type PageWarmTask = v.InferOutput<typeof pageWarmTaskSchema>;

/**
 * The bindings warming needs: the queue, and how many pages a purge (WARM_PAGES_PER_PURGE) and a deploy, per
 * site (WARM_PAGES_PER_SITE_AFTER_DEPLOY), may render again; absent or "0": none (wrangler.toml).
 */
export interface WarmBindings {
  PAGE_WARM_QUEUE?: Queue;
  WARM_PAGES_PER_PURGE?: string;
  WARM_PAGES_PER_SITE_AFTER_DEPLOY?: string;
}

/** At most this many pages are warmed after one purge, and per site after a deploy, whatever the settings say. */
export const MAX_WARM_PAGES = 1000;

/** A warming limit from its setting: a whole number 0…MAX_WARM_PAGES, 0 when absent or not a number. */
export function warmLimit(setting: string | undefined): number {
  const limit = Number(setting ?? 0);
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_WARM_PAGES) : 0;
}

// Queues take at most 100 messages per sendBatch.
const SEND_BATCH = 100;

/** Queues `tasks` on the page-warm queue, 100 messages per call; no queue bound: nothing. */
export async function sendWarmTasks(env: WarmBindings, tasks: PageWarmTask[]): Promise<void> {
  const queue = env.PAGE_WARM_QUEUE;
  if (!queue) return;
  for (let i = 0; i < tasks.length; i += SEND_BATCH) {
    const messages = tasks.slice(i, i + SEND_BATCH).map((body) => ({ body, contentType: 'json' as const }));
    await queue.sendBatch(messages);
  }
}
