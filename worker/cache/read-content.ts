import type { Context } from 'hono';

import type { AppEnv } from '../env';
import { contentStage, type ContentStage } from '../preview/middleware';

import { HOT_DATA_SECONDS } from './hot-data';
import { readKeptCopy } from './kept-copy';
import { contentCacheKey } from './keys';
import { cachedRead, type CachedReadOptions, type CacheDeps, type Fetched } from './read';

/** A named CMS query and its variables, without the stage (the stage decides cache or not). */
export interface ContentQuery {
  name: string;
  variables?: Record<string, unknown>;
}

/** The cache's bindings for a request; without an execution context (tests), background work just runs. */
export function cacheDeps(c: Context<AppEnv>): CacheDeps {
  let waitUntil: (promise: Promise<unknown>) => void;
  try {
    const ctx = c.executionCtx;
    waitUntil = (promise) => ctx.waitUntil(promise);
  } catch {
    waitUntil = (promise) => void promise.catch(() => undefined);
  }
  return { kv: c.env.CONTENT_CACHE, index: c.env.CACHE_INDEX, lease: c.env.REFRESH_LEASE, waitUntil };
}

// A cache-only read (the request's `contentCacheOnly`): the kept copy, fresh ('hit') or older ('error-stale': the
// CMS is failing), or an error at once when none is kept ('unavailable').
async function readCacheOnly<T>(c: Context<AppEnv>, key: string, options: CachedReadOptions): Promise<T> {
  const kept = await readKeptCopy<T>(c.env.CONTENT_CACHE, key, { hotSeconds: HOT_DATA_SECONDS, ...options });
  const tracker = c.get('contentCache');
  if (!kept) {
    tracker?.record('unavailable');
    throw new Error(`content cache: no copy of ${key} kept, and this request reads the cache only`);
  }
  const now = options.now ?? Date.now;
  const fresh = now() - kept.storedAt < (options.freshSeconds ?? 60) * 1000;
  tracker?.record(fresh ? 'hit' : 'error-stale', { entryIds: kept.entryIds, storedAt: kept.storedAt });
  return kept.data;
}

/**
 * The one way a loader reads CMS content. In preview the fetcher is called with 'DRAFT', nothing touches
 * KV and the read is recorded as 'bypass'; otherwise it is called with 'PUBLISHED' through `cachedRead`
 * under `contentCacheKey(name, variables)` (envelopes kept hot in the isolate for HOT_DATA_SECONDS) and its
 * status, entry ids and age recorded in `c.get('contentCache')`. A request marked `contentCacheOnly` never
 * calls the fetcher: it gets the published copy the cache keeps (within the stale-if-error window), or an
 * error at once.
 */
export async function readContent<T>(
  c: Context<AppEnv>,
  query: ContentQuery,
  fetcher: (stage: ContentStage) => Promise<Fetched<T>>,
  options?: CachedReadOptions,
): Promise<T> {
  if (c.get('contentCacheOnly')) {
    return readCacheOnly<T>(c, await contentCacheKey(query.name, query.variables), options ?? {});
  }
  const stage = contentStage(c);
  if (stage === 'DRAFT') {
    c.get('contentCache')?.record('bypass');
    return (await fetcher(stage)).data;
  }
  const key = await contentCacheKey(query.name, query.variables);
  const { data, status, entryIds, storedAt } = await cachedRead(cacheDeps(c), key, () => fetcher(stage), {
    hotSeconds: HOT_DATA_SECONDS,
    deadline: c.get('deadline'),
    ...options,
  });
  c.get('contentCache')?.record(status, { entryIds, storedAt });
  return data;
}

/**
 * Data of a service other than the CMS (the survey, the investor provider) through the same cache and
 * windows: key `contentCacheKey(query.name, query.variables)`, recorded in `c.get('contentCache')` like a CMS
 * read. `entryId` names the data for purges (`{"entryIds":["<entryId>"]}`), so an operator can refresh it.
 * A shorter fresh window of its own is also the window of the pages showing it.
 */
export async function readUpstreamData<T>(
  c: Context<AppEnv>,
  query: ContentQuery,
  entryId: string,
  fetcher: () => Promise<T>,
  options?: CachedReadOptions,
): Promise<T> {
  const key = await contentCacheKey(query.name, query.variables);
  const read = await cachedRead(
    cacheDeps(c),
    key,
    async () => ({ data: await fetcher(), entryIds: [entryId] }),
    { hotSeconds: HOT_DATA_SECONDS, deadline: c.get('deadline'), ...options },
  );
  const { entryIds, storedAt } = read;
  c.get('contentCache')?.record(read.status, { entryIds, storedAt, freshSeconds: options?.freshSeconds });
  return read.data;
}
