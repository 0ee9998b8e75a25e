import { describe, expect, it } from 'vitest';

import { searchBasePath, searchBoxPlace, searchHref, searchSection, termLength } from './search-path';

describe('searchSection (spec §2)', () => {
  it.each([
    ['about', 'en_AU', 'about'],
    ['careers', 'en_NZ', 'careers'],
    ['life-at-seek', 'en_AU', 'careers'],
    ['career-advice', 'en_AU', null],
    [null, 'en_AU', null],
    ['about', 'en_HK', null],
    ['about', 'th_TH', null],
    ['careers', 'en_TH', null],
    ['life-at-jobstreet', 'id_ID', null],
  ])('%s on %s searches %s', (section, locale, expected) => {
    expect(searchSection(section, locale)).toBe(expected);
  });

  it('reads the BCP 47 form of a locale too', () => {
    expect(searchSection('about', 'en-AU')).toBe('about');
  });
});

describe('search paths', () => {
  it('builds the section prefixes with the language prefix', () => {
    expect(searchBasePath('about', 'en', 'seek')).toBe('/about/search');
    expect(searchBasePath('careers', 'en', 'seek')).toBe('/careers/life-at-seek/search');
    expect(searchBasePath(null, 'en', 'seek')).toBe('/article-search');
    expect(searchBasePath(null, 'th', 'jobsdb')).toBe('/th/article-search');
    expect(searchBasePath(null, 'id', 'jobstreet')).toBe('/id/article-search');
  });

  it('encodes the trimmed term as one path segment', () => {
    expect(searchHref('/article-search', '  cover letter ')).toBe('/article-search/cover%20letter/1');
    expect(searchHref('/article-search', 'a/b?c#d%', 3)).toBe('/article-search/a%2Fb%3Fc%23d%25/3');
    expect(searchHref('/th/article-search', 'เรซูเม่')).toBe(
      `/th/article-search/${encodeURIComponent('เรซูเม่')}/1`,
    );
  });

  it('places a box from plain facts about the page', () => {
    const au = { locale: 'en_AU', language: 'en', product: 'seek' };
    expect(searchBoxPlace({ ...au, sectionName: 'life-at-seek' })).toEqual({
      searchPath: '/careers/life-at-seek/search',
      section: 'careers',
    });
    expect(
      searchBoxPlace({ sectionName: 'about', locale: 'th_TH', language: 'th', product: 'jobsdb' }),
    ).toEqual({ searchPath: '/th/article-search', section: null });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(termLength('☕☕☕')).toBe(3);
    expect(termLength('เรซู')).toBe(4);
  });
});
