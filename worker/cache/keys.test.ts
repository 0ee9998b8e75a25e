import { describe, expect, it } from 'vitest';

import { contentCacheKey, MAX_CONTENT_KEY_BYTES } from './keys';

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

describe('contentCacheKey', () => {
  it('is readable and independent of the order of variables, at every level', async () => {
    const a = await contentCacheKey('GetPages', { where: { slug: 'x', site: 'au' }, locale: 'en-AU' });
    const b = await contentCacheKey('GetPages', { locale: 'en-AU', where: { site: 'au', slug: 'x' } });
    expect(a).toBe(b);
    expect(a).toBe('content:GetPages:{"locale":"en-AU","where":{"site":"au","slug":"x"}}');
  });

  it('ignores undefined variables and tells different values apart', async () => {
    expect(await contentCacheKey('GetAuthors', { skip: undefined, first: 2 })).toBe(
      await contentCacheKey('GetAuthors', { first: 2 }),
    );
    expect(await contentCacheKey('GetAuthors', { first: 2 })).not.toBe(
      await contentCacheKey('GetAuthors', { first: '2' }),
    );
    expect(await contentCacheKey('GetAuthors', { ids: ['a', 'b'] })).not.toBe(
      await contentCacheKey('GetAuthors', { ids: ['b', 'a'] }),
    );
  });

  it('hashes long variables so that the key and its index keys fit KV’s 512 bytes', async () => {
    const long = { where: { slug_in: Array.from({ length: 60 }, (_, i) => `ผลิตภัณฑ์-${i}`) } };
    const key = await contentCacheKey('GetEntities', long);
    expect(key).toMatch(/^content:GetEntities:sha256:[0-9a-f]{64}$/);
    expect(await contentCacheKey('GetEntities', long)).toBe(key);
    const longest = `content:${'Q'.repeat(64)}:${'x'.repeat(MAX_CONTENT_KEY_BYTES)}`;
    const hashed = await contentCacheKey('Q'.repeat(64), { x: longest });
    expect(bytes(hashed)).toBeLessThanOrEqual(MAX_CONTENT_KEY_BYTES);
  });

  it('refuses a query name that would blur the prefix', async () => {
    await expect(contentCacheKey('Get:Pages')).rejects.toThrow('Invalid query name');
  });
});
