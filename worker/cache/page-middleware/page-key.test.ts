import { describe, expect, it } from 'vitest';

import { canonicalAddress } from '../../site/canonical';

import { pageCacheKey } from './page-key';

const keyOf = (url: string) => pageCacheKey(canonicalAddress(url, 'candidate-au.localhost'));

describe('pageCacheKey', () => {
  it('keeps the canonical host, path and the query parameters routes read, in a fixed order', async () => {
    expect(await keyOf('http://candidate-au.localhost:8787/about?b=2&year=2023&nativeEmbed=1')).toBe(
      'page:candidate-au.localhost:8787/about?year=2023&nativeEmbed=true',
    );
    expect(await keyOf('http://employer-au.localhost/about')).toBe('page:employer-au.localhost/about');
    expect(await keyOf('http://candidate-au.localhost/about/')).toBe(
      await keyOf('http://candidate-au.localhost/about'),
    );
  });

  it('gives every spelling of one address one key, and drops campaign ids and unread parameters', async () => {
    const a = await keyOf('http://candidate-au.localhost/p?nativeEmbed=true&utm_source=mail&gclid=1');
    expect(a).toBe('page:candidate-au.localhost/p?nativeEmbed=true');
    for (const variant of [
      'http://candidate-au.localhost/p?fbclid=2&nativeEmbed=true&x=1',
      'http://candidate-au.localhost/p?nativeEmbed=%74rue',
      'http://candidate-au.localhost/%70/?nativeEmbed=',
      'http://candidate-au.localhost//p?nativeEmbed=true&nativeEmbed=false',
    ])
      expect(await keyOf(variant), variant).toBe(a);
    expect(await keyOf('http://candidate-au.localhost/p?nativeEmbed=false')).toBe(
      'page:candidate-au.localhost/p',
    );
    // An unknown Host is the default site: its pages are the default host's.
    expect(await keyOf('http://evil.example/p?nativeEmbed=1')).toBe(
      'page:candidate-au.localhost/p?nativeEmbed=true',
    );
  });

  it('hashes long addresses so the key fits in the 512 bytes KV allows', async () => {
    const key = await keyOf(`http://candidate-au.localhost/page/${'a'.repeat(600)}`);
    expect(key).toMatch(/^page:candidate-au\.localhost:sha256:[0-9a-f]{64}$/);
    expect(new TextEncoder().encode(key).byteLength).toBeLessThanOrEqual(512);
  });
});
