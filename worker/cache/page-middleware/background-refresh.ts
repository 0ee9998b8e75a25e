import type { Context } from 'hono';

import type { AppEnv } from '../../env';
import { claimRefresh, leasedElsewhere, leaseName, releaseRefresh } from '../refresh-lease';

import { refreshRequests, requestFor, storedRefreshes } from './own-requests';
import type { KeptPage } from './page-store';
import type { PageCacheSettings } from './settings';

// Per isolate: until when each page's background re-render holds it (a stampede on a stale page renders it
// once), and, after a re-render that stored nothing, until when none is tried again. Plain times, never a
// promise of another request: a re-render whose request was cut off holds its page no longer than this.
const refreshing = new Map<string, number>();
/** How long a page's background re-render holds it at most. */
export const REFRESH_TTL_MS = 30_000;
/** After a re-render that stored nothing (an upstream failed), the page is not re-rendered for this long. */
export const FAILED_REFRESH_MEMORY_MS = 30_000;
const REFRESHING_PAGES = 2_000;

function holdRefresh(key: string, until: number): void {
  refreshing.delete(key);
  refreshing.set(key, until);
  if (refreshing.size > REFRESHING_PAGES) refreshing.delete(refreshing.keys().next().value!);
}

/** Forgets the re-renders this isolate holds (tests). */
export function forgetRefreshes(): void {
  refreshing.clear();
}

/** The stale page `kept` rendered again at `href`: 'stored', 'failed' (nothing stored) or 'elsewhere' (leased). */
async function renderAgain(
  settings: PageCacheSettings,
  c: Context<AppEnv>,
  ctx: ExecutionContext,
  { key, href, lease }: { key: string; href: string; lease: string },
  kept: KeptPage,
): Promise<'stored' | 'failed' | 'elsewhere'> {
  const request = requestFor(href, c.req.raw);
  refreshRequests.set(request, kept);
  try {
    const granted = await claimRefresh(
      c.env.REFRESH_LEASE,
      lease,
      (kept.page.freshSeconds ?? settings.fresh) * 1000,
    );
    if (!granted) return 'elsewhere';
    const response = await settings.render(request, c.env, ctx);
    await response.arrayBuffer();
    return storedRefreshes.has(request) ? 'stored' : 'failed';
  } catch (failure) {
    console.warn(
      `page cache: refresh of ${key} failed: ${failure instanceof Error ? failure.message : failure}`,
    );
    return 'failed';
  }
}

/**
 * Re-renders the canonical address `href` of the stale page `kept` in the background, unless this isolate is
 * already doing so or one failed moments ago, and only when no other caller of the deployment holds the lease
 * of this version's refresh (../refresh-lease.ts).
 */
export function refreshInBackground(
  settings: PageCacheSettings,
  c: Context<AppEnv>,
  ctx: ExecutionContext,
  { key, href }: { key: string; href: string },
  kept: KeptPage,
): void {
  const { now } = settings;
  const until = refreshing.get(key);
  if (until !== undefined && until > now()) return;
  const lease = leaseName(key, kept.storedAt);
  if (leasedElsewhere(lease, now())) return;
  holdRefresh(key, now() + REFRESH_TTL_MS);
  const done = renderAgain(settings, c, ctx, { key, href, lease }, kept).then(async (outcome) => {
    if (outcome !== 'failed') refreshing.delete(key);
    else {
      holdRefresh(key, now() + FAILED_REFRESH_MEMORY_MS);
      await releaseRefresh(c.env.REFRESH_LEASE, lease);
    }
  });
  ctx.waitUntil(done);
}

/**
 * Asks the coordinator about an old stored page before rendering it again: it may have been confirmed
 * unchanged elsewhere lately (then freshSince counts from then). The lease, if granted, is this render's.
 */
export async function askBeforeRendering(
  c: Context<AppEnv>,
  key: string,
  kept: KeptPage,
  freshMs: number,
  now: () => number,
): Promise<void> {
  const lease = leaseName(key, kept.storedAt);
  if (!leasedElsewhere(lease, now())) await claimRefresh(c.env.REFRESH_LEASE, lease, freshMs);
}
