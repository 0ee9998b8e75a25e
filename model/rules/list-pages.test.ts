import { describe, expect, it } from 'vitest';

import { listPageHref } from './list-pages';

const base = '/career-advice/category/career-development';

describe('listPageHref', () => {
  it('appends the page number to the base path, never below 1', () => {
    expect(listPageHref(base, 2)).toBe(`${base}/2`);
    expect(listPageHref(`${base}/`, 3)).toBe(`${base}/3`);
    expect(listPageHref(base, 0)).toBe(`${base}/1`);
  });
});
