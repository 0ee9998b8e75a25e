import { describe, expect, it } from 'vitest';

import { BoundedLru } from './bounded-lru';

const lru = (maxSize: number, maxEntries?: number) =>
  new BoundedLru<string>({ maxSize, maxEntries, maxEntrySize: 4, sizeOf: (text) => text.length });

describe('BoundedLru', () => {
  it('drops the least recently used first when over its size', () => {
    const map = lru(6);
    map.set('a', 'aa');
    map.set('b', 'bb');
    map.set('c', 'cc');
    expect(map.get('a')).toBe('aa'); // now the most recently used
    map.set('d', 'dd');
    expect(map.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => map.get(key))).toEqual(['aa', 'cc', 'dd']);
    expect(map.usage).toEqual({ entries: 3, size: 6 });
  });

  it('keeps at most maxEntries, never an entry over maxEntrySize, and counts replacements once', () => {
    const map = lru(100, 2);
    map.set('a', 'a');
    map.set('b', 'b');
    map.set('c', 'c');
    expect(map.get('a')).toBeUndefined();
    map.set('b', 'bbb');
    expect(map.usage).toEqual({ entries: 2, size: 4 });
    map.set('big', 'xxxxx');
    expect(map.get('big')).toBeUndefined();
    map.delete('b');
    map.clear();
    expect(map.usage).toEqual({ entries: 0, size: 0 });
  });
});
