import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { indexKey } from '../keys';
import { storeEnvelope } from '../store';

import { MAX_METADATA_BYTES, pageIdsKey, readPage, writePage, type StoredPage } from './page-store';

const kv = env.CONTENT_CACHE;
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
      kv,
      key,
      { ...page, freshSeconds: 15 },
      { storedAt: 1000, entryIds: ['ckone'] },
      undefined,
      600,
    );
    expect(await kv.get(key, 'text')).toBe(html);
    const kept = await readPage(kv, key);
    expect(kept?.storedAt).toBe(1000);
    expect(kept?.entryIds).toEqual(['ckone']);
    expect(kept?.page.build).toBe('build-1');
    expect(kept?.page.freshSeconds).toBe(15);
    expect(kept?.page.headers).toEqual(page.headers);
    expect(new TextDecoder().decode(kept?.page.html as ArrayBuffer)).toBe(html);
    expect(await kv.get(indexKey('ckone', key))).not.toBeNull();
  });

  it('keep entry ids beyond the metadata limit beside the page, and still drop the index keys a page no longer has', async () => {
    const key = newKey();
    const many = ids(60);
    expect(JSON.stringify(many).length).toBeGreaterThan(MAX_METADATA_BYTES);
    await writePage(kv, key, page, { storedAt: 1000, entryIds: many }, undefined, 600);
    const kept = await readPage(kv, key);
    expect(kept?.entryIds).toBeUndefined();
    expect(await kv.get(pageIdsKey(key), 'json')).toEqual(many);
    for (const id of many) expect(await kv.get(indexKey(id, key))).not.toBeNull();

    await writePage(kv, key, page, { storedAt: 2000, entryIds: many.slice(0, 2) }, kept, 600);
    expect((await readPage(kv, key))?.entryIds).toEqual(many.slice(0, 2));
    expect(await kv.get(indexKey(many[0] ?? '', key))).not.toBeNull();
    expect(await kv.get(indexKey(many[59] ?? '', key))).toBeNull();
  });

  it('treat an entry of the earlier JSON envelope format, or a value with no metadata, as absent', async () => {
    const key = newKey();
    const envelope = { data: { ...page, status: 200 }, storedAt: Date.now(), entryIds: ['ckold'] };
    await storeEnvelope(kv, key, envelope, [], 600);
    expect(await readPage(kv, key)).toBeUndefined();
    await kv.put(key, html, { metadata: { v: 1, at: 'yesterday' } });
    expect(await readPage(kv, key)).toBeUndefined();
  });

  it('refuse headers too large for the metadata rather than store a page without them', async () => {
    const key = newKey();
    const headers: [string, string][] = [['link', 'x'.repeat(MAX_METADATA_BYTES)]];
    await expect(
      writePage(kv, key, { ...page, headers }, { storedAt: 1, entryIds: ['ckone'] }, undefined, 600),
    ).rejects.toThrow(/metadata/);
    expect(await kv.get(key)).toBeNull();
  });
});
