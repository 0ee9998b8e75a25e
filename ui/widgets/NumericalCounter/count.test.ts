import { describe, expect, it } from 'vitest';

import { countAt, formatCount } from './count';

describe('countAt', () => {
  it('starts at 0, rises, and ends exactly at the number', () => {
    expect(countAt(92, 0, 2000, 0)).toBe(0);
    const middle = countAt(92, 1000, 2000, 0);
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(92);
    expect(countAt(92, 2000, 2000, 0)).toBe(92);
    expect(countAt(92, 5000, 2000, 0)).toBe(92);
  });

  it('keeps the decimals of the number', () => {
    expect(countAt(2.4, 2500, 2500, 1)).toBe(2.4);
    expect(Number.isInteger(countAt(2.4, 700, 2500, 1) * 10)).toBe(true);
  });
});

describe('formatCount', () => {
  it('groups thousands the en-AU way with fixed decimals', () => {
    expect(formatCount(12500, 0)).toBe('12,500');
    expect(formatCount(2, 1)).toBe('2.0');
  });
});
