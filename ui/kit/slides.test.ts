import { describe, expect, it } from 'vitest';

import { slidesOf, wrapSlide } from './slides';

describe('slidesOf', () => {
  it('groups testimonials three to a slide, the last holding the rest', () => {
    expect(slidesOf([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(slidesOf([1, 2], 1)).toEqual([[1], [2]]);
    expect(slidesOf([], 3)).toEqual([]);
  });
});

describe('wrapSlide', () => {
  it('wraps at both ends', () => {
    expect(wrapSlide(2, 1, 3)).toBe(0);
    expect(wrapSlide(0, -1, 3)).toBe(2);
    expect(wrapSlide(1, 1, 3)).toBe(2);
  });
});
