import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { indexRows } from '../test/page-cache';

import { cachedRead, forgetCalls, type CacheDeps, type Fetched } from './read';

const kv = env.CONTENT_CACHE;
const t0 = Date.UTC(2026, 0, 1);
const at = (seconds: number) => () => t0 + seconds * 1000;
let counter = 0;
const freshKey = () => `content:ReadTest:{"n":${counter++}}`;

/** A KV that counts the gets it has answered and the puts of each key. */
function countingKv() {
  const counts = { answeredGets: 0, puts: [] as string[] };
  const wrapped = {
    get: (...args: Parameters<KVNamespace['get']>) =>
      (kv.get as (...a: unknown[]) => Promise<unknown>)(...args).finally(() => counts.answeredGets++),
    put: (key: string, ...rest: unknown[]) => {
      counts.puts.push(key);
      return (kv.put as (...a: unknown[]) => Promise<void>)(key, ...rest);
    },
    delete: (key: string) => kv.delete(key),
    list: (options?: KVNamespaceListOptions) => kv.list(options),
  } as unknown as KVNamespace;
  return { kv: wrapped, counts };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An upstream that counts its calls and answers what the test says. */
function upstream<T>(answer: () => Promise<Fetched<T>>) {
  const fetcher = vi.fn(answer);
  return fetcher;
}

async function withContext<T>(run: (deps: CacheDeps) => Promise<T>, store: KVNamespace = kv): Promise<T> {
  const ctx = createExecutionContext();
  const result = await run({
    kv: store,
    index: env.CACHE_INDEX,
    waitUntil: (promise) => ctx.waitUntil(promise),
  });
  await waitOnExecutionContext(ctx);
  return result;
}

async function seed(key: string, data: unknown, entryIds: string[] = ['seeded']) {
  await withContext((deps) => cachedRead(deps, key, async () => ({ data, entryIds }), { now: at(0) }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cachedRead', () => {
  it('stores a miss as an envelope with its entry ids, and indexes them', async () => {
    const key = freshKey();
    const fetcher = upstream(async () => ({ data: { title: 'Pay guide' }, entryIds: ['cka1', 'ckb2'] }));
    const result = await withContext((deps) => cachedRead(deps, key, fetcher, { now: at(0) }));
    expect(result).toEqual({
      data: { title: 'Pay guide' },
      status: 'miss',
      entryIds: ['cka1', 'ckb2'],
      storedAt: t0,
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(await kv.get(key, 'json')).toEqual({
      data: { title: 'Pay guide' },
      storedAt: t0,
      entryIds: ['cka1', 'ckb2'],
      indexedAt: t0,
    });
    expect(await indexRows({ key })).toEqual([
      { entry: 'cka1', key, href: null, at: t0 },
      { entry: 'ckb2', key, href: null, at: t0 },
    ]);
  });

  it('does not keep a response that contains no CMS entry, and drops an older copy of it', async () => {
    const key = freshKey();
    const missing = upstream(async () => ({ data: { articles: [] }, entryIds: [] }));
    const result = await withContext((deps) => cachedRead(deps, key, missing, { now: at(0) }));
    expect(result).toMatchObject({ data: { articles: [] }, status: 'miss' });
    expect(await kv.get(key)).toBeNull();

    await seed(key, { title: 'Unpublished soon' });
    await withContext((deps) => cachedRead(deps, key, missing, { now: at(400) }));
    expect(await kv.get(key)).toBeNull();
  });

  it('answers a fresh entry from KV without calling upstream', async () => {
    const key = freshKey();
    await seed(key, 'stored');
    const fetcher = upstream(async () => ({ data: 'upstream', entryIds: [] }));
    const result = await withContext((deps) => cachedRead(deps, key, fetcher, { now: at(59) }));
    expect(result).toMatchObject({ data: 'stored', status: 'hit' });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('answers a stale entry at once and refreshes it once in the background', async () => {
    const key = freshKey();
    await seed(key, 'old');
    const answer = deferred<Fetched<string>>();
    const fetcher = upstream(() => answer.promise);
    const ctx = createExecutionContext();
    const deps = {
      kv,
      index: env.CACHE_INDEX,
      waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise),
    };
    const result = await cachedRead(deps, key, fetcher, { now: at(61) });
    expect(result).toMatchObject({ data: 'old', status: 'stale' });
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    answer.resolve({ data: 'new', entryIds: ['cknew'] });
    await waitOnExecutionContext(ctx);
    expect(await kv.get(key, 'json')).toEqual({
      data: 'new',
      storedAt: t0 + 61_000,
      entryIds: ['cknew'],
      indexedAt: t0 + 61_000,
    });
    const next = await withContext((d) => cachedRead(d, key, fetcher, { now: at(62) }));
    expect(next).toMatchObject({ data: 'new', status: 'hit' });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('makes one upstream call for 50 concurrent reads of a stale key', async () => {
    const key = freshKey();
    await seed(key, 'old');
    const answer = deferred<Fetched<string>>();
    const fetcher = upstream(() => answer.promise);
    const ctx = createExecutionContext();
    const deps = {
      kv,
      index: env.CACHE_INDEX,
      waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise),
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => cachedRead(deps, key, fetcher, { now: at(120) })),
    );
    expect(results.every((r) => r.status === 'stale' && r.data === 'old')).toBe(true);
    answer.resolve({ data: 'new', entryIds: ['ckn1'] });
    await waitOnExecutionContext(ctx);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(await kv.get(key, 'json')).toMatchObject({ data: 'new' });
  });

  it('makes one upstream call and one write for 50 concurrent misses', async () => {
    const key = freshKey();
    const { kv: counted, counts } = countingKv();
    const answer = deferred<Fetched<string>>();
    const fetcher = upstream(() => answer.promise);
    const ctx = createExecutionContext();
    const deps = {
      kv: counted,
      index: env.CACHE_INDEX,
      waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise),
    };
    const reads = Array.from({ length: 50 }, () => cachedRead(deps, key, fetcher, { now: at(0) }));
    // Every reader has found the key missing before upstream answers.
    await vi.waitFor(() => expect(counts.answeredGets).toBe(50));
    answer.resolve({ data: 'fetched', entryIds: ['ckone'] });
    const results = await Promise.all(reads);
    await waitOnExecutionContext(ctx);
    expect(results.every((r) => r.status === 'miss' && r.data === 'fetched')).toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(counts.puts.filter((k) => k === key)).toHaveLength(1);
  });

  it('serves the stored entry when upstream fails, for up to 86 400 s, then throws', async () => {
    const key = freshKey();
    await seed(key, 'kept');
    const failure = new Error('content API down');
    const fetcher = upstream<string>(() => Promise.reject(failure));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // In the stale-while-revalidate window the failure happens in the background.
    expect(await withContext((d) => cachedRead(d, key, fetcher, { now: at(100) }))).toMatchObject({
      data: 'kept',
      status: 'stale',
    });
    expect(await withContext((d) => cachedRead(d, key, fetcher, { now: at(400) }))).toMatchObject({
      data: 'kept',
      status: 'error-stale',
    });
    expect(await withContext((d) => cachedRead(d, key, fetcher, { now: at(86_399) }))).toMatchObject({
      data: 'kept',
      status: 'error-stale',
    });
    await expect(withContext((d) => cachedRead(d, key, fetcher, { now: at(86_400) }))).rejects.toBe(failure);
    expect(fetcher).toHaveBeenCalledTimes(4);
    expect(await kv.get(key, 'json')).toMatchObject({ data: 'kept', storedAt: t0 });
  });

  it('never serves an entry of another shape, fresh or after an upstream failure, and replaces it', async () => {
    const key = freshKey();
    await seed(key, ['stored by an earlier build']);
    const failure = new Error('content API down');
    const failing = upstream<string>(() => Promise.reject(failure));
    await expect(withContext((d) => cachedRead(d, key, failing, { now: at(10), shape: 'b' }))).rejects.toBe(
      failure,
    );
    const fetcher = upstream(async () => ({ data: { articles: [] }, entryIds: ['seeded'] }));
    expect(await withContext((d) => cachedRead(d, key, fetcher, { now: at(20), shape: 'b' }))).toMatchObject({
      data: { articles: [] },
      status: 'miss',
    });
    expect(await withContext((d) => cachedRead(d, key, fetcher, { now: at(21), shape: 'b' }))).toMatchObject({
      status: 'hit',
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(await kv.get(key, 'json')).toMatchObject({ shape: 'b' });
  });

  it('throws the upstream error on a miss with nothing stored', async () => {
    const key = freshKey();
    const fetcher = upstream<string>(() => Promise.reject(new Error('timeout')));
    await expect(withContext((d) => cachedRead(d, key, fetcher))).rejects.toThrow('timeout');
    expect(await kv.get(key)).toBeNull();
  });

  it('writes a key at most once a second', async () => {
    const key = freshKey();
    const { kv: counted, counts } = countingKv();
    let version = 0;
    const fetcher = upstream(async () => ({ data: ++version, entryIds: ['ckv1'] }));
    const options = (seconds: number) => ({ now: at(seconds), freshSeconds: 0 });
    await withContext((d) => cachedRead(d, key, fetcher, options(0)), counted);
    await withContext((d) => cachedRead(d, key, fetcher, options(0.5)), counted);
    expect(counts.puts.filter((k) => k === key)).toHaveLength(1);
    expect(await kv.get(key, 'json')).toMatchObject({ data: 1, storedAt: t0 });
    await withContext((d) => cachedRead(d, key, fetcher, options(1.5)), counted);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(counts.puts.filter((k) => k === key)).toHaveLength(2);
    expect(await kv.get(key, 'json')).toMatchObject({ data: 3, storedAt: t0 + 1500 });
  });

  it('keeps the index exact when a refresh changes the entries a response contains', async () => {
    const key = freshKey();
    await seed(key, 'list', ['ckold', 'ckboth']);
    const fetcher = upstream(async () => ({ data: 'list 2', entryIds: ['ckboth', 'cknew'] }));
    await withContext((d) => cachedRead(d, key, fetcher, { now: at(61) }));
    expect((await indexRows({ key })).map((row) => row.entry)).toEqual(['ckboth', 'cknew']);
  });

  it('writes no index row when a refresh finds the entries it had, until the rows are due for renewal', async () => {
    const key = freshKey();
    await seed(key, 'list', ['ckstay1', 'ckstay2']);
    const writes = vi.spyOn(env.CACHE_INDEX, 'batch');
    const fetcher = upstream(async () => ({ data: 'list 2', entryIds: ['ckstay2', 'ckstay1'] }));
    await withContext((d) => cachedRead(d, key, fetcher, { now: at(61) }));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(await kv.get(key, 'json')).toMatchObject({ data: 'list 2', indexedAt: t0 });
    expect(writes).not.toHaveBeenCalled();
    // Half an hour on, other data with the same entries: the rows are written again with the value, so they never
    // look orphaned. (The same data again writes nothing at all: refresh-lease.test.ts.)
    forgetCalls();
    const later = upstream(async () => ({ data: 'list 3', entryIds: ['ckstay2', 'ckstay1'] }));
    await withContext((d) =>
      cachedRead(d, key, later, { now: at(61 + 1800), staleWhileRevalidateSeconds: 3600 }),
    );
    expect(writes).toHaveBeenCalledTimes(1);
    expect((await indexRows({ key })).map((row) => row.at)).toEqual([t0 + 1861_000, t0 + 1861_000]);
  });

  it('treats a value that is not an envelope as a miss', async () => {
    const key = freshKey();
    await kv.put(key, 'not json');
    const fetcher = upstream(async () => ({ data: 'fetched', entryIds: [] }));
    expect(await withContext((d) => cachedRead(d, key, fetcher))).toMatchObject({
      data: 'fetched',
      status: 'miss',
    });
  });
});
