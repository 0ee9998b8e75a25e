import type { Envelope } from './envelope';
import { forgetHotData } from './hot-data';
import { readKeptEnvelope } from './kept-copy';
import { recallNotFound, rememberNotFound } from './not-found';
import { purgedSince } from './purge-marks';
import {
  claimRefresh,
  confirmUnchanged,
  freshSince,
  leasedElsewhere,
  leaseName,
  releaseRefresh,
  type LeaseBinding,
  UNCHANGED_REWRITE_MS,
} from './refresh-lease';
import { SharedWork } from './shared-work';
import { storeEnvelope, type CacheStore } from './store';
import { claimWrite } from './throttle';
import type { CacheStatus } from './tracker';

/** What a fetcher returns: the data to cache and the CMS entry ids it contains (for purges). */
export interface Fetched<T> {
  data: T;
  entryIds: string[];
}

/** The bindings a read needs: the cache's KV and index, and a way to keep background work alive. */
export interface CacheDeps extends CacheStore {
  waitUntil(promise: Promise<unknown>): void;
  /** The coordinators of refreshes across isolates (refresh-lease.ts); without it, per isolate only. */
  lease?: LeaseBinding;
}

export interface CachedReadOptions {
  /** Served from KV without an upstream call for this long after storing. Default 60. */
  freshSeconds?: number;
  /** Then served stale while one background refresh runs, for this long. Default 300 (spec §9). */
  staleWhileRevalidateSeconds?: number;
  /** After that, refetched; on upstream failure the stored copy serves until this age. Default 86 400. */
  staleIfErrorSeconds?: number;
  /** The clock, in milliseconds; tests pass their own. */
  now?: () => number;
  /**
   * The name of the data's shape. Data is cached as validated and never checked again after the cache
   * (model/README.md), so an entry stored with another shape (by a build whose query differed) is a miss,
   * never served, not even after an upstream failure.
   */
  shape?: string;
  /**
   * How long an envelope read from KV is answered from this isolate's memory (hot-data.ts), in seconds; 0
   * (the default): read KV every time. Reads through readContent use HOT_DATA_SECONDS.
   */
  hotSeconds?: number;
  /**
   * When the reader's time runs out (ms since the epoch; upstreams/reader-budget.ts): a reader waits for
   * another request's call of the same key at most until then. Default: as long as that call may take.
   */
  deadline?: number;
}

export interface CachedRead<T> {
  data: T;
  status: CacheStatus;
  /** The CMS entries the data contains, and when it was fetched (ms): the page cache keeps both. */
  entryIds: string[];
  storedAt: number;
}

interface Windows {
  fresh: number;
  stale: number;
  error: number;
  now: () => number;
  shape: string | undefined;
  hot: number;
  deadline: number | undefined;
}

type FetchedAt<T> = Fetched<T> & { startedAt: number };

/** How long a key's upstream call may hold it before readers stop waiting for it (a call's limit and more). */
export const SHARED_CALL_TTL_MS = 7_000;
/** After a failed call of a key, its stored copy is answered without calling again for this long. */
export const FAILED_CALL_MEMORY_MS = 30_000;
const FAILED_CALL_KEYS = 2_000;

// Per isolate: the upstream call under way for each key, as a plain record every reader polls (shared-work.ts).
const calls = new SharedWork<FetchedAt<unknown>>();
// Per isolate: until when each key whose last call failed is not called again while a stored copy can answer.
const failedCalls = new Map<string, number>();

function rememberFailedCall(key: string, now: number): void {
  failedCalls.delete(key);
  failedCalls.set(key, now + FAILED_CALL_MEMORY_MS);
  if (failedCalls.size > FAILED_CALL_KEYS) failedCalls.delete(failedCalls.keys().next().value!);
}

function failedRecently(key: string, now: number): boolean {
  const until = failedCalls.get(key);
  if (until !== undefined && until <= now) failedCalls.delete(key);
  return until !== undefined && until > now;
}

/** Forgets the calls under way and the failed calls of this isolate (tests). */
export function forgetCalls(): void {
  calls.clear();
  failedCalls.clear();
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

// Whether a call fetched exactly what `previous` holds, recently enough stored that it need not be written again.
function unchanged<T>(previous: Envelope<T> | undefined, fetched: FetchedAt<T>, windows: Windows) {
  return (
    previous !== undefined &&
    previous.shape === windows.shape &&
    fetched.startedAt - previous.storedAt < UNCHANGED_REWRITE_MS &&
    sameIds(previous.entryIds, fetched.entryIds) &&
    JSON.stringify(previous.data) === JSON.stringify(fetched.data)
  );
}

// Stores what a call fetched, unless it named no entry or a purge of its entries came after it started; what
// the stored copy already holds is confirmed, not written.
async function storeFetched<T>(
  deps: CacheDeps,
  key: string,
  { data, entryIds, startedAt }: FetchedAt<T>,
  previous: Envelope<T> | undefined,
  windows: Windows,
): Promise<void> {
  // A response with no CMS entry in it (an unknown slug or id) is not kept in KV: no purge could ever
  // remove it when the entry is published, and random addresses must not fill KV. This isolate remembers
  // it for a minute instead, until the next purge mark (not-found.ts).
  if (entryIds.length === 0) {
    rememberNotFound(key, data, startedAt);
    forgetHotData(key);
    if (previous) await deps.kv.delete(key);
    return;
  }
  // The data is as old as the call: a purge of one of its entries since then means it may be old.
  const storedAt = startedAt;
  if (await purgedSince(deps.kv, key, [{ entryIds, storedAt }], windows.now())) return;
  if (unchanged(previous, { data, entryIds, startedAt }, windows)) {
    await confirmUnchanged(deps.lease, leaseName(key, previous!.storedAt), startedAt);
    return;
  }
  if (!claimWrite(key, windows.now())) return;
  forgetHotData(key);
  await storeEnvelope(
    deps,
    key,
    { data, storedAt, entryIds, ...(windows.shape ? { shape: windows.shape } : {}) },
    previous,
    windows.error,
    windows.now(),
  )
    .catch((error: unknown) => console.error(`content cache: storing ${key} failed`, error))
    .finally(() => forgetHotData(key));
}

// A refresh another caller of the deployment holds the lease of: no call, no failure.
class LeasedElsewhere extends Error {}

// The lease of a call of a stored version: its name, and whether this request holds it already.
interface CallLease {
  name: string;
  claimed: boolean;
}

// This request's upstream call of `key`, held for the isolate's other readers until its result is stored.
// The call and the store run in this request's waitUntil, so a reader who goes away does not cut them short.
// A refresh first asks for the lease of the stored version (unless `lease.claimed`); when another caller holds
// it, nothing is called and the isolate's readers go on answering the stored copy. A failed call gives its lease
// back.
function call<T>(
  deps: CacheDeps,
  key: string,
  fetcher: () => Promise<Fetched<T>>,
  previous: Envelope<T> | undefined,
  windows: Windows,
  lease?: CallLease,
): Promise<FetchedAt<T>> {
  const lead = calls.lead(key, SHARED_CALL_TTL_MS, windows.now());
  const startedAt = windows.now();
  const fetched = Promise.resolve()
    .then(async () => {
      if (lease && !lease.claimed && !(await claimRefresh(deps.lease, lease.name, windows.fresh * 1000)))
        throw new LeasedElsewhere();
      return fetcher();
    })
    .then((answer) => ({ ...answer, startedAt }));
  const settled = fetched
    .then(
      async (answer) => {
        failedCalls.delete(key);
        lead?.settle({ ok: true, value: answer });
        await storeFetched(deps, key, answer, previous, windows);
      },
      async (error: unknown) => {
        if (error instanceof LeasedElsewhere) return;
        rememberFailedCall(key, windows.now());
        lead?.settle({ ok: false, error });
        if (lease) await releaseRefresh(deps.lease, lease.name);
      },
    )
    .finally(() => lead?.release());
  deps.waitUntil(settled);
  return fetched;
}

// The key's data from upstream: the call another request of this isolate has under way (polled, never
// awaited), or this request's own when there is none, its holder went away or the reader's time is up.
async function load<T>(
  deps: CacheDeps,
  key: string,
  fetcher: () => Promise<Fetched<T>>,
  previous: Envelope<T> | undefined,
  windows: Windows,
  lease?: CallLease,
): Promise<FetchedAt<T>> {
  const waitMs = windows.deadline === undefined ? SHARED_CALL_TTL_MS : windows.deadline - windows.now();
  const outcome = await calls.wait(key, Math.max(0, waitMs), windows.now);
  if (outcome?.ok) return outcome.value as FetchedAt<T>;
  if (outcome) throw outcome.error;
  return call(deps, key, fetcher, previous, windows, lease);
}

// Before a reader waits for upstream with an old stored copy in hand: whether another isolate's refresh has
// confirmed that copy lately (then it is fresh after all), and this caller's lease when it got one.
async function askBeforeLoading<T>(
  deps: CacheDeps,
  key: string,
  stored: Envelope<T>,
  windows: Windows,
): Promise<{ freshAt: number; lease?: CallLease }> {
  const name = leaseName(key, stored.storedAt);
  if (!deps.lease || leasedElsewhere(name, windows.now()))
    return { freshAt: freshSince(key, stored.storedAt) };
  const granted = await claimRefresh(deps.lease, name, windows.fresh * 1000);
  return {
    freshAt: freshSince(key, stored.storedAt),
    ...(granted ? { lease: { name, claimed: true } } : {}),
  };
}

/**
 * Reads through the KV cache (DESIGN §4): a fresh envelope is a 'hit'; a stale one is answered at once
 * ('stale') while one background refresh runs; an absent or too old one is fetched ('miss'), and if that
 * fails an envelope younger than the stale-if-error window is answered ('error-stale'), else the upstream
 * error is thrown. Concurrent readers of a key in an isolate share one upstream call (shared-work.ts), and a
 * key is written at most once a second. After a call of a key fails, its stored copy is answered without calling
 * again for FAILED_CALL_MEMORY_MS (stale, or error-stale once past the stale window). Entries expire from KV
 * when the stale-if-error window ends. An answer naming no entry is not stored but remembered in this isolate
 * for a minute, until a purge is marked (not-found.ts): a 'hit'.
 * With `hotSeconds`, an envelope read from KV is answered from memory for that long (hot-data.ts).
 */
export async function cachedRead<T>(
  deps: CacheDeps,
  key: string,
  fetcher: () => Promise<Fetched<T>>,
  options: CachedReadOptions = {},
): Promise<CachedRead<T>> {
  const windows: Windows = {
    fresh: options.freshSeconds ?? 60,
    stale: options.staleWhileRevalidateSeconds ?? 300,
    error: options.staleIfErrorSeconds ?? 86_400,
    now: options.now ?? Date.now,
    shape: options.shape,
    hot: options.hotSeconds ?? 0,
    deadline: options.deadline,
  };
  const kept = await readKeptEnvelope<T>(deps.kv, key, windows.hot, windows.now);
  if (!kept) {
    const notFound = await recallNotFound<T>(deps.kv, key, windows.now());
    if (notFound) return { data: notFound.data, status: 'hit', entryIds: [], storedAt: notFound.at };
  }
  // An entry of another shape only lends its entry ids, so that storing the new one cleans their index.
  const stored = kept && kept.shape === windows.shape ? kept : undefined;
  // Its windows count from when it was stored, or last found unchanged (refresh-lease.ts).
  let freshAt = stored ? freshSince(key, stored.storedAt) : 0;
  let age = stored ? (windows.now() - freshAt) / 1000 : Infinity;
  const fromStore = (status: CacheStatus, envelope: Envelope<T>): CachedRead<T> => ({
    data: envelope.data,
    status,
    entryIds: envelope.entryIds,
    storedAt: freshAt,
  });
  if (stored && age < windows.fresh) return fromStore('hit', stored);
  if (stored && age < windows.fresh + windows.stale) {
    // One background refresh per key at a time in the deployment (refresh-lease.ts), and none for a while
    // after one failed.
    const lease = leaseName(key, stored.storedAt);
    const now = windows.now();
    if (!calls.held(key, now) && !failedRecently(key, now) && !leasedElsewhere(lease, now)) {
      call(deps, key, fetcher, stored, windows, { name: lease, claimed: false }).catch((error: unknown) => {
        if (error instanceof LeasedElsewhere) return;
        console.warn(
          `content cache: refresh of ${key} failed: ${error instanceof Error ? error.message : error}`,
        );
      });
    }
    return fromStore('stale', stored);
  }
  // Its last call failed moments ago: the stored copy answers without another.
  if (stored && age < windows.error && failedRecently(key, windows.now()))
    return fromStore('error-stale', stored);
  let lease: CallLease | undefined;
  if (stored && age < windows.error) {
    ({ freshAt, lease } = await askBeforeLoading(deps, key, stored, windows));
    age = (windows.now() - freshAt) / 1000;
    if (age < windows.fresh) return fromStore('hit', stored);
  }
  try {
    const { data, entryIds, startedAt } = await load(deps, key, fetcher, stored ?? kept, windows, lease);
    return { data, status: 'miss', entryIds, storedAt: startedAt };
  } catch (error) {
    if (stored && age < windows.error) return fromStore('error-stale', stored);
    throw error;
  }
}
