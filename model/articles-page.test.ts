import { describe, expect, it } from 'vitest';

import type { ArticleCardData } from './article-card';
import {
  checkPageSize,
  listWindow,
  normalisePage,
  pageCount,
  pageWindow,
  toArticlesPage,
} from './articles-page';

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

describe('listWindow and toArticlesPage', () => {
  const article = (n: number, text = 'Body'): ArticleCardData => ({
    id: `a${n}`,
    title: `Article ${n}`,
    slug: `article-${n}`,
    locale: 'en_AU',
    sites: ['candidate_au'],
    content: { text },
    featureImage: [],
    authors: [],
  });
  const connection = (articles: ArticleCardData[], count: number) => ({
    aggregate: { count },
    edges: articles.map((node) => ({ node })),
  });

  it('reads from the first article to 4 beyond the page, or the page alone when that is too many', () => {
    expect(listWindow(1, 12)).toEqual({ first: 16, skip: 0 });
    expect(listWindow(8, 12)).toEqual({ first: 100, skip: 0 });
    expect(listWindow(9, 12)).toEqual({ first: 12, skip: 96 });
  });

  it('shifts the pages past an article with empty content and counts it out (spec §5)', () => {
    const all = [article(1), article(2, '  '), article(3), article(4), article(5)];
    const pageOf = (page: number) => {
      const window = listWindow(page, 2);
      const read = all.slice(window.skip, window.skip + window.first);
      return toArticlesPage(connection(read, all.length), window, page, 2, 'en');
    };
    expect(pageOf(1)).toMatchObject({ total: 4, pageCount: 2 });
    expect(pageOf(1).items.map((card) => card.id)).toEqual(['a1', 'a3']);
    expect(pageOf(2).items.map((card) => card.id)).toEqual(['a4', 'a5']);
    expect(pageOf(3).items).toEqual([]);
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
