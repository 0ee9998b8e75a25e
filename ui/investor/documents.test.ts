import { describe, expect, it } from 'vitest';

import type { DocumentView } from '../../model/blocks/document-list';

import { ALL_YEARS, inYear, pageCount, pageOf, yearsOf } from './documents';

const doc = (id: string, date: string | null): DocumentView => ({
  id,
  title: id,
  date,
  type: null,
  url: null,
});
const docs = [doc('a', '2024-08-01'), doc('b', '2023-02-01'), doc('c', '2024-01-09'), doc('d', null)];

describe('document list helpers', () => {
  it('lists the years newest first', () => {
    expect(yearsOf(docs)).toEqual([2024, 2023]);
  });

  it('filters by year', () => {
    expect(inYear(docs, 2024).map((d) => d.id)).toEqual(['a', 'c']);
    expect(inYear(docs, ALL_YEARS)).toHaveLength(4);
  });

  it('paginates only above the page size', () => {
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(500, null)).toBe(1);
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(items, 3, 20)).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(items, 1, null)).toHaveLength(45);
  });
});
