import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { cachedRead, forgetCalls, type CacheDeps, type Fetched } from './read';
import { forgetLeases, LEASE_CALL_TIMEOUT_MS, type LeaseBinding } from './refresh-lease';

/**
 * One refresh of a stale key across isolates (refresh-lease.ts). An isolate is its in-memory state: the
 * calls it has under way and what it learnt of leases. Forgetting both between two reads is a second isolate
 * reading the same KV, D1 and Durable Objects, as another location does.
 */
const kv = env.CONTENT_CACHE;
let counter = 0;
const freshKey = () => `content:LeaseTest:{"n":${counter++}}-${Date.now()}`;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/** A read in a new isolate: nothing of the previous reads is kept in memory. */
function isolate(lease: LeaseBinding | undefined) {
  forgetCalls();
  forgetLeases();
  return request(lease);
}

/** A request in the same isolate as the last. */
function request(lease: LeaseBinding | undefined) {
  const ctx = createExecutionContext();
  const deps: CacheDeps = {
    kv,
    index: env.CACHE_INDEX,
    lease,
    waitUntil: (promise) => ctx.waitUntil(promise),
  };
  return { deps, done: () => waitOnExecutionContext(ctx) };
}

/** A key stored two minutes ago: stale (fresh 60 s, then 300 s stale-while-revalidate). */
async function staleKey(): Promise<string> {
  const key = freshKey();
  const { deps, done } = isolate(undefined);
  await cachedRead(deps, key, async () => ({ data: 'old', entryIds: ['cklease'] }), {
    now: () => Date.now() - 120_000,
  });
  await done();
  return key;
}

/** Two isolates reading a stale key while the first one's refresh is under way: the upstream calls made. */
async function twoIsolatesRefresh(lease: LeaseBinding | undefined) {
  const key = await staleKey();
  const answer = deferred<Fetched<string>>();
  const fetcher = vi.fn(() => answer.promise);
  const first = isolate(lease);
  expect(await cachedRead(first.deps, key, fetcher)).toMatchObject({ data: 'old', status: 'stale' });
  await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1), { timeout: 5_000 });
  const second = isolate(lease);
  expect(await cachedRead(second.deps, key, fetcher)).toMatchObject({ data: 'old', status: 'stale' });
  answer.resolve({ data: 'new', entryIds: ['cklease'] });
  await Promise.all([first.done(), second.done()]);
  return { key, calls: fetcher.mock.calls.length };
}

afterEach(() => {
  vi.restoreAllMocks();
  forgetLeases();
});

describe('refresh lease', () => {
  it('lets one isolate refresh a stale key while another keeps answering stale', async () => {
    const { key, calls } = await twoIsolatesRefresh(env.REFRESH_LEASE);
    expect(calls).toBe(1);
    expect(await kv.get(key, 'json')).toMatchObject({ data: 'new' });
  });

  it('refreshes once per isolate without the lease (the behaviour it replaces)', async () => {
    const { calls } = await twoIsolatesRefresh(undefined);
    expect(calls).toBe(2);
  });

  it('gives the lease back when the refresh fails, so the next isolate refreshes', async () => {
    const key = await staleKey();
    const first = isolate(env.REFRESH_LEASE);
    const failing = vi.fn(() => Promise.reject(new Error('CMS down')));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await cachedRead(first.deps, key, failing);
    await first.done();
    expect(failing).toHaveBeenCalledTimes(1);
    const second = isolate(env.REFRESH_LEASE);
    const working = vi.fn(async () => ({ data: 'new', entryIds: ['cklease'] }));
    await cachedRead(second.deps, key, working);
    await second.done();
    expect(working).toHaveBeenCalledTimes(1);
  });

  it('refreshes per isolate when the coordinator fails or does not answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = {
      idFromName: () => ({}),
      get: () => ({ claim: () => Promise.reject(new Error('coordinator unreachable')) }),
    } as unknown as LeaseBinding;
    expect((await twoIsolatesRefresh(failing)).calls).toBe(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('coordinator unreachable'));

    const silent = {
      idFromName: () => ({}),
      get: () => ({ claim: () => new Promise(() => undefined) }),
    } as unknown as LeaseBinding;
    const started = Date.now();
    expect((await twoIsolatesRefresh(silent)).calls).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LEASE_CALL_TIMEOUT_MS);
  });
});

/** A key stored `ageMs` ago with the data 'same', and how it reads in KV. */
async function keyStored(ageMs: number) {
  const key = freshKey();
  const { deps, done } = isolate(undefined);
  await cachedRead(deps, key, async () => ({ data: 'same', entryIds: ['cklease'] }), {
    now: () => Date.now() - ageMs,
  });
  await done();
  const stored = async () => (await kv.get<{ storedAt: number }>(key, 'json'))?.storedAt;
  return { key, storedAt: await stored(), stored };
}

describe('a refresh that changed nothing', () => {
  const unchanged = () => vi.fn(async () => ({ data: 'same', entryIds: ['cklease'] }));

  it('writes nothing, and the next isolate counts the data fresh from that refresh without calling', async () => {
    const { key, storedAt, stored } = await keyStored(120_000);
    const first = isolate(env.REFRESH_LEASE);
    const refreshedAt = Date.now();
    expect(await cachedRead(first.deps, key, unchanged())).toMatchObject({ status: 'stale' });
    await first.done();
    expect(await stored()).toBe(storedAt); // not written again

    const second = isolate(env.REFRESH_LEASE);
    const fetcher = unchanged();
    // Its first read finds the copy stale and learns from the coordinator that it was confirmed…
    expect(await cachedRead(second.deps, key, fetcher)).toMatchObject({ data: 'same', status: 'stale' });
    await second.done();
    // …so its next request's read is a hit, as old as the confirmation.
    const next = request(env.REFRESH_LEASE);
    const read = await cachedRead(next.deps, key, fetcher);
    await next.done();
    expect(read).toMatchObject({ data: 'same', status: 'hit' });
    expect(read.storedAt).toBeGreaterThanOrEqual(refreshedAt);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('answers a copy past its windows as a hit when another isolate confirmed it, without calling', async () => {
    const { key, storedAt, stored } = await keyStored(400_000);
    const first = isolate(env.REFRESH_LEASE);
    expect(await cachedRead(first.deps, key, unchanged())).toMatchObject({ status: 'miss' });
    await first.done();
    expect(await stored()).toBe(storedAt);

    const second = isolate(env.REFRESH_LEASE);
    const fetcher = unchanged();
    expect(await cachedRead(second.deps, key, fetcher)).toMatchObject({ data: 'same', status: 'hit' });
    await second.done();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('writes a changed answer at once', async () => {
    const { key, storedAt, stored } = await keyStored(120_000);
    const first = isolate(env.REFRESH_LEASE);
    await cachedRead(first.deps, key, async () => ({ data: 'changed', entryIds: ['cklease'] }));
    await first.done();
    expect(await stored()).toBeGreaterThan(storedAt!);
    expect(await kv.get(key, 'json')).toMatchObject({ data: 'changed' });
  });
});
