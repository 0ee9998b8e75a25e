import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { indexRows } from '../../test/page-cache';
import { storeEnvelope } from '../store';

import { MAX_METADATA_BYTES, readPage, writePage, type StoredPage } from './page-store';

const kv = env.CONTENT_CACHE;
const cache = { kv, index: env.CACHE_INDEX };
let unique = 0;
const newKey = () => `page:candidate-au.localhost/store/${Date.now()}${unique++}`;
const html = '<!doctype html><p>Résumé – ทดสอบ</p>';
const page: StoredPage & { html: string } = {
  status: 200,
  build: 'build-1',
  headers: [['content-type', 'text/html; charset=utf-8']],
  html,
};
const ids = (count: number, tag = 'a') =>
  Array.from({ length: count }, (_, i) => `ck${tag}${String(i).padStart(23, '0')}`);

describe('stored pages', () => {
  it('keep the HTML as the KV value and the rest in its metadata, read back with one KV read', async () => {
    const key = newKey();
    await writePage(
      cache,
      key,
      { ...page, freshSeconds: 15 },
      { storedAt: 1000, entryIds: ['ckone'], href: 'http://candidate-au.localhost/store' },
      undefined,
      600,
      5000,
    );
    expect(await kv.get(key, 'text')).toBe(html);
    const kept = await readPage(kv, key);
    expect(kept?.storedAt).toBe(1000);
    expect(kept?.entryIds).toEqual(['ckone']);
    expect(kept?.page.build).toBe('build-1');
    expect(kept?.page.freshSeconds).toBe(15);
    expect(kept?.page.headers).toEqual(page.headers);
    expect(new TextDecoder().decode(kept?.page.html as ArrayBuffer)).toBe(html);
    expect(kept?.indexedAt).toBe(5000);
    expect(await indexRows({ key })).toEqual([
      { entry: 'ckone', key, href: 'http://candidate-au.localhost/store', at: 1000 },
    ]);
  });

  it('keep headers and entry ids beyond the metadata limit before the HTML, and drop the index rows of entries a page no longer shows', async () => {
    const key = newKey();
    const many = ids(60);
    const headers: [string, string][] = [
      ...page.headers,
      ['cache-tag', many.map((id) => `entry:${id}`).join(',')],
    ];
    expect(JSON.stringify(headers).length).toBeGreaterThan(MAX_METADATA_BYTES);
    await writePage(cache, key, { ...page, headers }, { storedAt: 1000, entryIds: many }, undefined, 600);
    const kept = await readPage(kv, key);
    expect(kept?.entryIds).toEqual(many);
    expect(kept?.page.headers).toEqual(headers);
    expect(new TextDecoder().decode(kept?.page.html as ArrayBuffer)).toBe(html);
    expect((await indexRows({ key })).map((row) => row.entry)).toEqual(many);

    await writePage(cache, key, page, { storedAt: 2000, entryIds: many.slice(0, 2) }, kept, 600);
    expect((await readPage(kv, key))?.entryIds).toEqual(many.slice(0, 2));
    expect(await kv.get(key, 'text')).toBe(html);
    expect((await indexRows({ key })).map((row) => row.entry)).toEqual(many.slice(0, 2));
  });

  it('treat an entry of the earlier JSON envelope format, or a value with no metadata, as absent', async () => {
    const key = newKey();
    const envelope = { data: { ...page, status: 200 }, storedAt: Date.now(), entryIds: ['ckold'] };
    await storeEnvelope(cache, key, envelope, undefined, 600);
    expect(await readPage(kv, key)).toBeUndefined();
    await kv.put(key, html, { metadata: { v: 1, at: 'yesterday' } });
    expect(await readPage(kv, key)).toBeUndefined();
    await kv.put(key, html, { metadata: { v: 2, at: 1, build: 'b', head: 5 } }); // no JSON head
    expect(await readPage(kv, key)).toBeUndefined();
  });
});
