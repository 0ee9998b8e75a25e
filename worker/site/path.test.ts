import { describe, expect, it } from 'vitest';

import { parsePath } from './path';
import { sites } from './sites';

const site = (name: string) => {
  const found = sites.find((s) => s.name === name);
  if (!found) throw new Error(name);
  return found;
};
const au = site('candidate-au');
const th = site('candidate-th');
const id = site('employer-id');

describe('parsePath', () => {
  it('reads English from a path without a prefix', () => {
    expect(parsePath('/career-advice/article/cv-tips', th)).toEqual({
      language: 'en',
      segments: ['career-advice', 'article', 'cv-tips'],
      pageNumber: undefined,
      path: '/career-advice/article/cv-tips',
    });
    expect(parsePath('/', au)).toMatchObject({ language: 'en', segments: [], path: '/' });
  });

  it('takes /th and /id as language prefixes on the sites that serve them', () => {
    expect(parsePath('/th/career-advice', th)).toMatchObject({ language: 'th', path: '/career-advice' });
    expect(parsePath('/id/hiring-advice', id)).toMatchObject({ language: 'id', path: '/hiring-advice' });
    expect(parsePath('/th', th)).toMatchObject({ language: 'th', segments: [], path: '/' });
  });

  it('keeps /th and /id as ordinary segments elsewhere', () => {
    expect(parsePath('/th/career-advice', au)).toMatchObject({ language: 'en', path: '/th/career-advice' });
    expect(parsePath('/id/', th)).toMatchObject({ language: 'en', path: '/id' });
    expect(parsePath('/th/', id)).toMatchObject({ language: 'en', path: '/th' });
  });

  it('reads the prefix case-insensitively, only as the first segment', () => {
    expect(parsePath('/TH/career-advice', th)).toMatchObject({ language: 'th', path: '/career-advice' });
    expect(parsePath('/Id/', id)).toMatchObject({ language: 'id', path: '/' });
    expect(parsePath('/career-advice/th', th)).toMatchObject({ language: 'en', path: '/career-advice/th' });
  });

  it('ignores empty segments', () => {
    expect(parsePath('//th///career-advice//category/', th)).toMatchObject({
      language: 'th',
      segments: ['career-advice', 'category'],
      path: '/career-advice/category',
    });
  });

  it.each([
    ['/author/jane/1', 1, '/author/jane'],
    ['/author/jane/0', 1, '/author/jane'],
    ['/author/jane/-1', 1, '/author/jane'],
    ['/about/investors/2.5', 2, '/about/investors'],
    ['/article-search/cv/1999', 1999, '/article-search/cv'],
    ['/th/author/jane/3/', 3, '/author/jane'],
  ])(
    'reads the trailing number of %s as page %i (below 1 is 1, fractions truncated)',
    (pathname, pageNumber, path) => {
      expect(parsePath(pathname, th)).toMatchObject({ pageNumber, path });
    },
  );

  it.each(['/market-insights/2000', '/market-insights/2024', '/author/jane/12a', '/author/jane/1e3'])(
    'keeps %s whole: no page number',
    (pathname) => {
      expect(parsePath(pathname, au)).toMatchObject({ pageNumber: undefined, path: pathname });
    },
  );

  it('does not read a single numeric segment as a page number', () => {
    expect(parsePath('/5', au)).toMatchObject({ pageNumber: undefined, segments: ['5'], path: '/5' });
    expect(parsePath('/th/5', th)).toMatchObject({ pageNumber: undefined, segments: ['5'], path: '/5' });
  });

  it('percent-decodes segments', () => {
    expect(parsePath('/article-search/caf%C3%A9%20jobs/2', au)).toMatchObject({
      segments: ['article-search', 'café jobs'],
      pageNumber: 2,
      path: '/article-search/café jobs',
    });
    expect(parsePath('/th/%E0%B8%87%E0%B8%B2%E0%B8%99', th).segments).toEqual(['งาน']);
  });

  it('keeps a malformed escape as it is instead of throwing', () => {
    expect(parsePath('/article-search/100%/%E0%B8', au)).toMatchObject({
      segments: ['article-search', '100%', '%E0%B8'],
      path: '/article-search/100%/%E0%B8',
    });
  });
});
