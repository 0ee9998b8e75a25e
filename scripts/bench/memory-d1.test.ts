// @vitest-environment node
import { expect, it } from 'vitest';

import { indexEntries, keysOfEntries, recentPages } from '../../worker/cache/entry-index';

import { MemoryD1 } from './memory-d1.mjs';

const first = 'clmemoryd1entry0000000001';
const second = 'clmemoryd1entry0000000002';

it('keeps the purge index as D1 does: rows per entry, dropped entries removed, keys found by entry', async () => {
  const memory = new MemoryD1();
  const db = memory as unknown as D1Database;
  await indexEntries(
    db,
    'page:candidate-au.localhost/',
    [first, second],
    [],
    1000,
    'http://candidate-au.localhost/',
  );
  await indexEntries(db, 'content:GetSections:{}', [second], [], 2000);
  const keys = async (id: string) => (await keysOfEntries(db, [id], undefined, 10)).map((k) => k.key);
  expect(await keys(second)).toEqual(['content:GetSections:{}', 'page:candidate-au.localhost/']);
  await indexEntries(
    db,
    'page:candidate-au.localhost/',
    [first],
    [first, second],
    3000,
    'http://candidate-au.localhost/',
  );
  expect(await keys(second)).toEqual(['content:GetSections:{}']);
  expect(await keys(first)).toEqual(['page:candidate-au.localhost/']);
  expect(await recentPages(db, 0, 10)).toEqual([{ href: 'http://candidate-au.localhost/', at: 3000 }]);
  expect(await recentPages(db, 0, 10, 'content:')).toEqual([]);
  expect(memory.counts.statements).toBeGreaterThan(0);
});
