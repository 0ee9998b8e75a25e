import type { Context } from 'hono';

import type { AppEnv } from '../../env';
import { assetBuild } from '../../render/manifest';
import { canonicalHref, type CanonicalAddress } from '../../site/canonical';
import { CACHE_TAG } from '../edge-headers';
import { purgedSince } from '../purge-marks';
import { confirmUnchanged, leaseName, UNCHANGED_REWRITE_MS } from '../refresh-lease';
import { claimWrite } from '../throttle';

import { forgetHotPage } from './hot-pages';
import { showsCanonicalPage } from './page-policy';
import { keptHeaders, writePage, type KeptPage, type StoredPage } from './page-store';
import type { PageCacheSettings } from './settings';

const decoder = new TextDecoder();
// Entry ids, and the cache-tag header that lists them, come in the order a render's reads finished, which
// differs from render to render: compared as sets.
const sorted = (items: readonly string[]) => [...items].sort();
const headersAsSet = (headers: readonly [string, string][]) =>
  JSON.stringify(
    headers.map(([name, value]) => [
      name,
      name.toLowerCase() === CACHE_TAG ? sorted(value.split(',')).join(',') : value,
    ]),
  );
const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

// Whether a render made exactly the page `previous` holds (this build's, the same HTML, headers, entries and
// window), stored recently enough that it need not be written again.
function unchangedPage(
  previous: KeptPage | undefined,
  page: StoredPage & { html: string },
  entryIds: string[],
  at: number,
): previous is KeptPage {
  if (!previous || previous.page.build !== page.build || at - previous.storedAt >= UNCHANGED_REWRITE_MS)
    return false;
  const html =
    typeof previous.page.html === 'string' ? previous.page.html : decoder.decode(previous.page.html);
  return (
    html === page.html &&
    previous.page.freshSeconds === page.freshSeconds &&
    headersAsSet(previous.page.headers) === headersAsSet(page.headers) &&
    sameIds(previous.entryIds ?? [], entryIds)
  );
}

/**
 * Stores the page a render of `address` made (its `html` once the stream ends), with the entry ids it shows
 * and as old as its oldest data, unless it is a variant, failed, or shows an entry purged since its data was
 * fetched. A page the same as `previous` is confirmed with the coordinator and not written again.
 */
export async function storeRender(
  settings: PageCacheSettings,
  c: Context<AppEnv>,
  { key, address }: { key: string; address: CanonicalAddress },
  html: Promise<string>,
  previous: KeptPage | undefined,
): Promise<void> {
  const { now, fresh } = settings;
  const tracker = c.get('contentCache');
  // A route that names another canonical page (page 1 asked as /abc, an article under another section)
  // answered a variant: never stored, so keys stay bounded by the real pages.
  if (!showsCanonicalPage(c.get('pageCanonical'), address)) {
    await html.catch(() => undefined);
    return;
  }
  const renderedAt = now();
  // A page is as old as the oldest data in it: it never outlives that data's windows.
  const storedAt = Math.min(tracker.oldestStoredAt() ?? renderedAt, renderedAt);
  const headers = keptHeaders(c.res.headers);
  const text = await html.catch(() => undefined); // the reader saw the stream fail too
  if (text === undefined) return;
  // A purge of an entry the page shows came after its data was fetched: the page is old, never stored.
  if (await purgedSince(c.env.CONTENT_CACHE, key, tracker.sources(), now())) return;
  const shortest = tracker.shortestFreshSeconds();
  const page: StoredPage & { html: string } = { status: 200, build: assetBuild, headers, html: text };
  if (shortest !== undefined && shortest < fresh) page.freshSeconds = shortest;
  if (unchangedPage(previous, page, tracker.entryIds(), renderedAt)) {
    // The same page: confirmed from this render's data age, nothing written (../refresh-lease.ts).
    await confirmUnchanged(c.env.REFRESH_LEASE, leaseName(key, previous.storedAt), storedAt);
    return;
  }
  if (!claimWrite(key, renderedAt)) return;
  forgetHotPage(key);
  await writePage(
    { kv: c.env.CONTENT_CACHE, index: c.env.CACHE_INDEX },
    key,
    page,
    { storedAt, entryIds: tracker.entryIds(), href: canonicalHref(address) },
    previous,
    settings.error,
    renderedAt,
  )
    .catch((failure: unknown) => console.error(`page cache: storing ${key} failed`, failure))
    .finally(() => forgetHotPage(key));
}
