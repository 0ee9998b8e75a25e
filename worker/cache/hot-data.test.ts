import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { forgetHotData, HOT_DATA_SECONDS, HOT_ENVELOPE_MAX_CHARS, hotDataSize } from './hot-data';
import { markPurge } from './purge-marks';
import { cachedRead, type CacheDeps } from './read';
import { storeEnvelope } from './store';

const kv = env.CONTENT_CACHE;
let counter = 0;
const freshKey = () => `content:HotDataTest:{"n":${counter++}}`;

/** The content cache's namespace, counting its gets. */
function countingKv() {
  const counts = { gets: 0 };
  const wrapped = {
    get: (...args: Parameters<KVNamespace['get']>) => {
      counts.gets += 1;
      return (kv.get as (...a: unknown[]) => Promise<unknown>)(...args);
    },
    put: (...args: Parameters<KVNamespace['put']>) => kv.put(...args),
    delete: (key: string) => kv.delete(key),
    list: (options?: KVNamespaceListOptions) => kv.list(options),
  } as unknown as KVNamespace;
  return { kv: wrapped, counts };
}

const deps = (namespace: KVNamespace, ctx = createExecutionContext()): CacheDeps => ({
  kv: namespace,
  index: env.CACHE_INDEX,
  waitUntil: (promise) => ctx.waitUntil(promise),
});

async function stored(key: string, data: unknown, storedAt = Date.now(), entryIds = ['ckhot1']) {
  await storeEnvelope({ kv, index: env.CACHE_INDEX }, key, { data, storedAt, entryIds }, undefined, 86_400);
}

beforeEach(() => forgetHotData());

describe('the data cache’s hot tier', () => {
  it('answers a key read from KV from memory for HOT_DATA_SECONDS, one read-only copy for every reader', async () => {
    const key = freshKey();
    await stored(key, { title: 'Resume' });
    const { kv: counted, counts } = countingKv();
    const fetcher = vi.fn(async () => ({ data: { title: 'upstream' }, entryIds: ['ckhot1'] }));
    const options = { hotSeconds: HOT_DATA_SECONDS };
    const first = await cachedRead(deps(counted), key, fetcher, options);
    expect(first).toMatchObject({ status: 'hit', data: { title: 'Resume' } });
    expect(() => {
      (first.data as { title: string }).title = 'changed by a render';
    }).toThrow(TypeError);
    const second = await cachedRead(deps(counted), key, fetcher, options);
    expect(second).toMatchObject({ status: 'hit', data: { title: 'Resume' }, entryIds: ['ckhot1'] });
    expect(second.data).toBe(first.data);
    expect(counts.gets).toBe(1);
    expect(fetcher).not.toHaveBeenCalled();
    // Once the window has passed, KV is read again.
    const later = () => Date.now() + HOT_DATA_SECONDS * 1000;
    await cachedRead(deps(counted), key, fetcher, { ...options, now: later });
    expect(counts.gets).toBe(2);
  });

  it('reads KV every time without a hot window (the default)', async () => {
    const key = freshKey();
    await stored(key, 'text');
    const { kv: counted, counts } = countingKv();
    const fetcher = async () => ({ data: 'upstream', entryIds: ['ckhot1'] });
    await cachedRead(deps(counted), key, fetcher);
    await cachedRead(deps(counted), key, fetcher);
    expect(counts.gets).toBe(2);
    expect(hotDataSize().entries).toBe(0);
  });

  it('drops a copy when this isolate sees a purge of one of its entries', async () => {
    const key = freshKey();
    await stored(key, 'before', Date.now() - 1000, ['ckhotpurged']);
    const { kv: counted, counts } = countingKv();
    const fetcher = vi.fn(async () => ({ data: 'after', entryIds: ['ckhotpurged'] }));
    const options = { hotSeconds: HOT_DATA_SECONDS };
    expect((await cachedRead(deps(counted), key, fetcher, options)).data).toBe('before');
    await markPurge(kv, { entryIds: ['ckhotpurged'] });
    await kv.delete(key);
    const ctx = createExecutionContext();
    const read = await cachedRead(deps(counted, ctx), key, fetcher, options);
    expect(read).toMatchObject({ status: 'miss', data: 'after' });
    expect(counts.gets).toBeGreaterThanOrEqual(2);
    await waitOnExecutionContext(ctx);
  });

  it('drops a copy when this isolate stores the key again (a stale read refreshed)', async () => {
    const key = freshKey();
    await stored(key, 'old', Date.now() - 120_000);
    const fetcher = vi.fn(async () => ({ data: 'new', entryIds: ['ckhot1'] }));
    const options = { hotSeconds: HOT_DATA_SECONDS };
    const ctx = createExecutionContext();
    const stale = await cachedRead(deps(kv, ctx), key, fetcher, options);
    expect(stale).toMatchObject({ status: 'stale', data: 'old' });
    await waitOnExecutionContext(ctx);
    await vi.waitFor(async () =>
      expect((await kv.get(key, 'json')) as { data: string }).toMatchObject({ data: 'new' }),
    );
    const fresh = await cachedRead(deps(kv), key, fetcher, options);
    expect(fresh).toMatchObject({ status: 'hit', data: 'new' });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('never holds an envelope too big for its share of the tier', async () => {
    const key = freshKey();
    await stored(key, 'x'.repeat(HOT_ENVELOPE_MAX_CHARS));
    const read = await cachedRead(deps(kv), key, async () => ({ data: '', entryIds: ['ckhot1'] }), {
      hotSeconds: HOT_DATA_SECONDS,
    });
    expect(read.status).toBe('hit');
    expect(hotDataSize().entries).toBe(0);
  });
});
