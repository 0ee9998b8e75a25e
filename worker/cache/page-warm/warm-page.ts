import { assetBuild } from '../../render/manifest';
import { canonicalAddress, canonicalHref } from '../../site/canonical';
import { pageCacheKey } from '../page-middleware/page-key';
import { PAGE_FRESH_SECONDS, PAGE_STALE_SECONDS } from '../page-middleware/page-policy';
import { readPage, type KeptPage } from '../page-middleware/page-store';

import { DEPLOY_WARM_PREFIX, MARKER_TTL_SECONDS } from './after-deploy';
import { getThroughApp } from './run-app';
import { sendWarmTasks } from './warm-queue';

/**
 * How one address was warmed: `kept` (this build had stored it, nothing rendered), `stored` (rendered and
 * stored), `gone` (not a page to store: unpublished, a redirect, an address no page has), `not-stored`
 * (rendered, but the page cache did not keep it: data a purge still under way is removing, say), `failed`
 * (a 5xx: the CMS or another upstream is down).
 */
export type WarmOutcome = 'kept' | 'stored' | 'gone' | 'not-stored' | 'failed';

/**
 * Whether the next reader gets `kept` from the page cache without a render: stored by this build and fresh,
 * or stale within the window in which it is answered while one background render refreshes it.
 */
export function servedFromCache(kept: KeptPage | undefined, now: number): boolean {
  if (!kept || kept.page.build !== assetBuild) return false;
  const fresh = kept.page.freshSeconds ?? PAGE_FRESH_SECONDS;
  return now - kept.storedAt < (fresh + PAGE_STALE_SECONDS) * 1000;
}

/**
 * Renders the page at `href` (as its canonical address) through the app unless it is stored already (one KV
 * read first), then reads it back to know it was stored.
 */
export async function warmPage(href: string, env: Env, now = Date.now): Promise<WarmOutcome> {
  const address = canonicalAddress(href, env.DEFAULT_HOST, env.LOCAL_PORT);
  if (!address.storable) return 'gone';
  const key = await pageCacheKey(address);
  if (servedFromCache(await readPage(env.CONTENT_CACHE, key), now())) return 'kept';
  const answer = await getThroughApp(canonicalHref(address), env);
  if (answer.status >= 500) return 'failed';
  if (answer.status !== 200 || answer.pageCache === 'bypass') return 'gone';
  const stored = await readPage(env.CONTENT_CACHE, key);
  return stored?.page.build === assetBuild ? 'stored' : 'not-stored';
}

const xmlEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => xmlEntities[name]!);

/** The `<loc>` addresses of a sitemap or sitemap index, in order. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => xmlText(loc!.trim()));
}

/**
 * Reads the sitemap of `origin` through the app (its first part when it is an index) and queues its first
 * `pages` addresses of that origin to be warmed: once per build and origin (a KV marker), so the copies of
 * the message that isolates of a new build queue before they see each other's marker cost one read each.
 */
export async function warmSitemap(origin: string, pages: number, env: Env): Promise<WarmOutcome> {
  const marker = `${DEPLOY_WARM_PREFIX}${assetBuild}:${origin}`;
  if ((await env.CONTENT_CACHE.get(marker)) !== null) return 'kept';
  let answer = await getThroughApp(`${origin}/sitemap.xml`, env);
  if (answer.status === 200 && answer.text.includes('<sitemapindex')) {
    const first = sitemapLocations(answer.text)[0];
    if (first?.startsWith(`${origin}/`)) answer = await getThroughApp(first, env);
  }
  if (answer.status >= 500) return 'failed';
  if (answer.status !== 200) return 'gone';
  const hrefs = sitemapLocations(answer.text)
    .filter((loc) => loc === origin || loc.startsWith(`${origin}/`))
    .slice(0, pages);
  await sendWarmTasks(
    env,
    hrefs.map((href) => ({ kind: 'page', href })),
  );
  // Unwritten (KV takes one write a second per key), a copy of the message queues the pages again: harmless.
  await env.CONTENT_CACHE.put(marker, String(hrefs.length), { expirationTtl: MARKER_TTL_SECONDS }).catch(
    () => undefined,
  );
  return 'stored';
}
