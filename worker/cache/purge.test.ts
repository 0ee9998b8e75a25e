import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { drainablePurgeQueue } from '../test/purge-queue';

import { purge } from './purge';
import { runPurgeSlice } from './purge-work';
import { storeEnvelope } from './store';

const kv = env.CONTENT_CACHE;
const cache = { kv, index: env.CACHE_INDEX };

async function store(key: string, entryIds: string[]) {
  await storeEnvelope(cache, key, { data: key, storedAt: Date.now(), entryIds }, undefined, 86_400);
}

async function present(keys: string[]) {
  const found = await Promise.all(keys.map(async (key) => ((await kv.get(key)) === null ? [] : [key])));
  return found.flat();
}

describe('purge', () => {
  it('by entry id deletes exactly the cached responses that contain it', async () => {
    const { env: bindings } = drainablePurgeQueue();
    const keys = [
      'content:GetPages:{"slug":"a"}',
      'content:GetArticles:{"first":4}',
      'content:GetAuthors:{}',
    ];
    await store(keys[0]!, ['ckpage1', 'ckauthor1']);
    await store(keys[1]!, ['ckarticle1', 'ckauthor1']);
    await store(keys[2]!, ['ckauthor2']);
    expect(await purge(bindings, { entryIds: ['ckpage1'] })).toEqual({ keys: [keys[0]], complete: true });
    expect(await present(keys)).toEqual([keys[1], keys[2]]);
    const second = await purge(bindings, { entryIds: ['ckauthor1', 'ckarticle1'] });
    expect(second.keys.sort()).toEqual([keys[0], keys[1]].sort());
    expect(await present(keys)).toEqual([keys[2]]);
    expect(await purge(bindings, { entryIds: ['ckunknown'] })).toEqual({ keys: [], complete: true });
  });

  it('finds a purged key again once it is stored again', async () => {
    const { env: bindings } = drainablePurgeQueue();
    const key = 'content:GetPages:{"slug":"again"}';
    await store(key, ['ckagain1']);
    await purge(bindings, { entryIds: ['ckagain1'] });
    await store(key, ['ckagain1']);
    expect(await purge(bindings, { entryIds: ['ckagain1'] })).toEqual({ keys: [key], complete: true });
    expect(await present([key])).toEqual([]);
  });

  it('by prefix deletes only the keys under it', async () => {
    const { env: bindings } = drainablePurgeQueue();
    await store('content:GetSections:{"site":"au"}', ['cksection1']);
    await store('content:GetSections:{"site":"nz"}', ['cksection2', 'cksection3']);
    await store('content:GetSectionsX:{}', ['cksection3']);
    const result = await purge(bindings, { prefix: 'content:GetSections:' });
    expect(result.keys.sort()).toEqual([
      'content:GetSections:{"site":"au"}',
      'content:GetSections:{"site":"nz"}',
    ]);
    expect(await present(['content:GetSectionsX:{}'])).toHaveLength(1);
    // The index still finds the key left.
    await purge(bindings, { entryIds: ['cksection3'] });
    expect(await present(['content:GetSectionsX:{}'])).toEqual([]);
  });

  it('of everything empties the namespace, keeping only the purge marks', async () => {
    const { env: bindings } = drainablePurgeQueue();
    await store('content:GetBanner:{}', ['ckbanner1']);
    await store('content:GetForm:{}', ['ckform1']);
    const result = await purge(bindings, { all: true });
    expect(result.complete).toBe(true);
    expect(result.keys).toEqual(expect.arrayContaining(['content:GetBanner:{}', 'content:GetForm:{}']));
    expect((await kv.list()).keys.filter((key) => !key.name.startsWith('purged:'))).toEqual([]);
  });

  it('continues across invocations in slices until every key is gone', async () => {
    const keys = Array.from({ length: 8 }, (_, i) => `content:GetEntities:{"n":${i}}`);
    await Promise.all(keys.map((key) => store(key, ['ckpopular'])));
    // One index query, then one delete per response: 6 operations (one kept for the index's cleanup) cover 4.
    const first = await runPurgeSlice(cache, { kind: 'entries', entryIds: ['ckpopular'] }, 6);
    expect(first.keys).toEqual(keys.slice(0, 4));
    expect(first.next).toEqual({ kind: 'entries', entryIds: ['ckpopular'], cursor: keys[3] });
    const queue = drainablePurgeQueue();
    const answer = await purge(queue.env, { entryIds: ['ckpopular'] }, 3);
    expect(answer).toMatchObject({ complete: false });
    expect(queue.pending).toHaveLength(1);
    await queue.drain();
    expect(await present(keys)).toEqual([]);
  });
});
