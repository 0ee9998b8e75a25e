import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { purgeAll, purgeEntries, purgePrefix } from './purge';
import { storeEnvelope } from './store';

const kv = env.CONTENT_CACHE;

async function store(key: string, entryIds: string[]) {
  await storeEnvelope(kv, key, { data: key, storedAt: Date.now(), entryIds }, [], 86_400);
}

async function present(keys: string[]) {
  const found = await Promise.all(keys.map(async (key) => ((await kv.get(key)) === null ? [] : [key])));
  return found.flat();
}

describe('purge', () => {
  it('by entry id deletes exactly the cached responses that contain it', async () => {
    const keys = [
      'content:GetPages:{"slug":"a"}',
      'content:GetArticles:{"first":4}',
      'content:GetAuthors:{}',
    ];
    await store(keys[0]!, ['ckpage1', 'ckauthor1']);
    await store(keys[1]!, ['ckarticle1', 'ckauthor1']);
    await store(keys[2]!, ['ckauthor2']);
    expect(await purgeEntries(kv, ['ckpage1'])).toEqual({ keys: [keys[0]], complete: true });
    expect(await present(keys)).toEqual([keys[1], keys[2]]);
    expect(await kv.get(`idx:ckpage1:${keys[0]}`)).toBeNull();
    const second = await purgeEntries(kv, ['ckauthor1', 'ckarticle1']);
    expect(second.keys.sort()).toEqual([keys[0], keys[1]].sort());
    expect(await present(keys)).toEqual([keys[2]]);
    expect(await purgeEntries(kv, ['ckunknown'])).toEqual({ keys: [], complete: true });
  });

  it('by prefix deletes only the keys under it', async () => {
    await store('content:GetSections:{"site":"au"}', ['cksection1']);
    await store('content:GetSections:{"site":"nz"}', ['cksection2']);
    await store('content:GetSectionsX:{}', ['cksection3']);
    const result = await purgePrefix(kv, 'content:GetSections:');
    expect(result.keys.sort()).toEqual([
      'content:GetSections:{"site":"au"}',
      'content:GetSections:{"site":"nz"}',
    ]);
    expect(await present(['content:GetSectionsX:{}'])).toHaveLength(1);
  });

  it('of everything empties the namespace, index included', async () => {
    await store('content:GetBanner:{}', ['ckbanner1']);
    await store('content:GetForm:{}', ['ckform1']);
    const result = await purgeAll(kv);
    expect(result.complete).toBe(true);
    expect(result.keys).toEqual(expect.arrayContaining(['content:GetBanner:{}', 'content:GetForm:{}']));
    expect(result.keys.some((key) => key.startsWith('idx:'))).toBe(false);
    expect((await kv.list()).keys).toEqual([]);
  });

  it('stops short of the per-invocation operation limit and says so', async () => {
    const keys = Array.from({ length: 8 }, (_, i) => `content:GetEntities:{"n":${i}}`);
    await Promise.all(keys.map((key) => store(key, ['ckpopular'])));
    // Each response costs two deletes (it and its index key): a budget of 10 covers 5 of 8.
    const first = await purgeEntries(kv, ['ckpopular'], 10);
    expect(first).toMatchObject({ complete: false, keys: expect.any(Array) });
    expect(first.keys).toHaveLength(5);
    const second = await purgeEntries(kv, ['ckpopular'], 10);
    expect(second.complete).toBe(true);
    expect(new Set([...first.keys, ...second.keys]).size).toBe(8);
    expect(await present(keys)).toEqual([]);
  });
});
