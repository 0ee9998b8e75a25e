import { describe, expect, it } from 'vitest';

import { retryDelaySeconds } from './backoff';

describe('retryDelaySeconds', () => {
  it('doubles from the base up to the ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelaySeconds(n, '30', '3600'))).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600,
    ]);
    expect(retryDelaySeconds(40, '30', '3600')).toBe(3600);
  });

  it('falls back to 30 s and one hour for unusable settings, and never passes 12 hours', () => {
    expect(retryDelaySeconds(1, 'soon', undefined)).toBe(30);
    expect(retryDelaySeconds(20, '', '-1')).toBe(3600);
    expect(retryDelaySeconds(20, '60', '99999')).toBe(43_200);
    expect(retryDelaySeconds(3, '0', '10')).toBe(0);
  });
});
