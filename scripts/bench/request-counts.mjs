// How many KV operations and upstream calls one request makes, per page type and path (page-cache hit, render
// with the data warm, render with it cold), counted in the Node app of render.mjs: its memory KV tallies each
// call, and fetch is wrapped to tally calls to the stand-ins. A request's background work (waitUntil) counts.

/** Wraps fetch to count the calls it makes (to the stand-ins): `calls()` since `reset()`, until `restore()`. */
function countFetch() {
  const original = globalThis.fetch;
  let calls = 0;
  globalThis.fetch = (input, init) => {
    calls += 1;
    return original(input, init);
  };
  return {
    reset: () => (calls = 0),
    calls: () => calls,
    restore: () => (globalThis.fetch = original),
  };
}

const sum = (counts, methods) => methods.reduce((n, m) => n + (counts[m] ?? 0), 0);

/** `{ kvReads, kvWrites, kvLists, upstream }` of one request made by `send`. */
async function countOne(site, fetches, send) {
  const kvs = [site.env.CONTENT_CACHE, site.env.DATASETS];
  for (const kv of kvs) kv.counts = {};
  fetches.reset();
  const { res } = await send();
  const counts = {};
  for (const kv of kvs) for (const [m, n] of Object.entries(kv.counts)) counts[m] = (counts[m] ?? 0) + n;
  return {
    status: res.status,
    pageCache: res.headers.get('x-page-cache'),
    kvReads: sum(counts, ['get', 'getWithMetadata']),
    kvWrites: sum(counts, ['put', 'delete']),
    kvLists: sum(counts, ['list']),
    upstream: fetches.calls(),
  };
}

/**
 * For each page type of `pages` (type → path): the counts of a reader's request that misses the page cache
 * with the data cold (every cache purged) and with it warm (stored in KV, not yet read by this isolate: one
 * read per query; a render within 5 s of that one reads only the page cache, worker/cache/hot-data.ts), and
 * of a page-cache hit.
 */
export async function requestCounts({ site, pages }) {
  const fetches = countFetch();
  const results = {};
  try {
    for (const [type, pagePath] of Object.entries(pages)) {
      await site.purgeAll();
      // Data fetched in the second of a purge mark, or a key written in the last second, is not stored: wait.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const cold = await countOne(site, fetches, () => site.request(pagePath, { pageMiss: true }));
      const warm = await countOne(site, fetches, () => site.request(pagePath, { pageMiss: true }));
      // A page is written at most once a second: the next miss stores it, then a reader hits it in KV.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await site.request(pagePath, { pageMiss: true });
      const hit = await countOne(site, fetches, () => site.request(pagePath));
      results[type] = { cold, warm, pageCache: hit.pageCache === 'hit' ? hit : null };
    }
  } finally {
    fetches.restore();
  }
  return results;
}
