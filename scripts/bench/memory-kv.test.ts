import { describe, expect, it } from 'vitest';

import { MemoryKv } from './memory-kv.mjs';

describe('MemoryKv (the benchmark and snapshot KV)', () => {
  it('answers text, json, streams and metadata as Workers KV does, and counts each call', async () => {
    const kv = new MemoryKv();
    await kv.put('page', '{"a":1}', { metadata: { storedAt: 5 } });
    expect(await kv.get('page')).toBe('{"a":1}');
    expect(await kv.get('page', 'json')).toEqual({ a: 1 });
    expect(await kv.get('page', { type: 'json' })).toEqual({ a: 1 });
    expect(await new Response((await kv.get('page', 'stream')) as ReadableStream).text()).toBe('{"a":1}');
    const { value, metadata } = await kv.getWithMetadata('page', 'text');
    expect([value, metadata]).toEqual(['{"a":1}', { storedAt: 5 }]);
    expect(await kv.get('missing')).toBeNull();
    expect((await kv.list({ prefix: 'pa' })).keys).toEqual([{ name: 'page', metadata: { storedAt: 5 } }]);
    await kv.delete('page');
    expect(kv.counts).toEqual({ put: 1, get: 5, getWithMetadata: 1, list: 1, delete: 1 });
  });
});
