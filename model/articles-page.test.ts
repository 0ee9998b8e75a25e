import { describe, expect, it } from 'vitest';

import { checkPageSize, normalisePage, pageCount, pageWindow } from './articles-page';

describe('normalisePage', () => {
  it('turns non-numbers and numbers below 1 into 1 and truncates fractions (spec §5)', () => {
    expect(normalisePage(undefined)).toBe(1);
    expect(normalisePage('abc')).toBe(1);
    expect(normalisePage('')).toBe(1);
    expect(normalisePage(0)).toBe(1);
    expect(normalisePage('0')).toBe(1);
    expect(normalisePage(-1)).toBe(1);
    expect(normalisePage('-3')).toBe(1);
    expect(normalisePage(1.7)).toBe(1);
    expect(normalisePage('2.9')).toBe(2);
    expect(normalisePage('3')).toBe(3);
    expect(normalisePage(Number.NaN)).toBe(1);
    expect(normalisePage('Infinity')).toBe(1);
  });
});

describe('pageWindow', () => {
  it('skips the pages before', () => {
    expect(pageWindow(1, 12)).toEqual({ first: 12, skip: 0 });
    expect(pageWindow(3, 12)).toEqual({ first: 12, skip: 24 });
  });

  it('keeps skip a valid GraphQL Int far beyond the last page', () => {
    expect(pageWindow(1e12, 12).skip).toBe(2 ** 31 - 1);
  });
});

describe('pageCount and checkPageSize', () => {
  it('counts whole pages', () => {
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(14, 12)).toBe(2);
  });

  it('refuses page sizes no page would use', () => {
    expect(checkPageSize(12)).toBe(12);
    expect(() => checkPageSize(0)).toThrow(RangeError);
    expect(() => checkPageSize(2.5)).toThrow(RangeError);
  });
});
