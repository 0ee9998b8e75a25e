import { describe, expect, it } from 'vitest';

import { articleCount, DEFAULT_BLOCK_ARTICLES } from './block-articles';

describe('articleCount', () => {
  it('takes the CMS count, whole and at most 12, and 4 when there is none', () => {
    expect([articleCount(6), articleCount(2.7), articleCount(40)]).toEqual([6, 2, 12]);
    expect([articleCount(null), articleCount(0), articleCount(-3)]).toEqual([
      DEFAULT_BLOCK_ARTICLES,
      DEFAULT_BLOCK_ARTICLES,
      DEFAULT_BLOCK_ARTICLES,
    ]);
  });
});
