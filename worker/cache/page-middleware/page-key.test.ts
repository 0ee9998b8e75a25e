import { describe, expect, it } from 'vitest';

import { indexKey } from '../keys';

import { normalisedQuery, pageCacheKey } from './page-key';

describe('pageCacheKey', () => {
  it('keeps host, path and query, with the query sorted', async () => {
    expect(await pageCacheKey('http://candidate-au.localhost:8787/about?b=2&a=1&a=0')).toBe(
      'page:candidate-au.localhost:8787/about?a=0&a=1&b=2',
    );
    expect(await pageCacheKey('http://employer-au.localhost/about')).toBe('page:employer-au.localhost/about');
    expect(await pageCacheKey('http://candidate-au.localhost/about')).not.toBe(
      await pageCacheKey('http://candidate-au.localhost/about/'),
    );
  });

  it('gives equal queries one key, and drops campaign and click ids', async () => {
    const a = await pageCacheKey('http://x.localhost/p?nativeEmbed=true&utm_source=mail&gclid=1');
    const b = await pageCacheKey('http://x.localhost/p?fbclid=2&nativeEmbed=true');
    const c = await pageCacheKey('http://x.localhost/p?nativeEmbed=%74rue');
    expect(a).toBe('page:x.localhost/p?nativeEmbed=true');
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(await pageCacheKey('http://x.localhost/p?nativeEmbed=false')).not.toBe(a);
  });

  it('hashes long addresses so the purge index key fits in 512 bytes', async () => {
    const key = await pageCacheKey(`http://x.localhost/search/${'a'.repeat(600)}?q=${'b'.repeat(300)}`);
    expect(key).toMatch(/^page:x\.localhost:sha256:[0-9a-f]{64}$/);
    expect(new TextEncoder().encode(indexKey('c'.repeat(64), key)).byteLength).toBeLessThanOrEqual(512);
  });

  it('normalises an empty or tracking-only query to nothing', () => {
    expect(normalisedQuery('')).toBe('');
    expect(normalisedQuery('?utm_campaign=x&UTM_MEDIUM=y')).toBe('');
  });
});
