import { describe, expect, it } from 'vitest';

import { MOBILE_LIMIT, truncate, WIDE_LIMIT } from './truncate';

const long = 'Priya analyses survey and job ad data to understand what people want from work. '.repeat(6);

describe('truncate', () => {
  it('keeps a short text as it is', () => {
    expect(truncate('Writes about recruitment.', MOBILE_LIMIT)).toBe('Writes about recruitment.');
  });

  it('cuts at a word boundary within the limit and adds an ellipsis', () => {
    for (const limit of [MOBILE_LIMIT, WIDE_LIMIT]) {
      const cut = truncate(long, limit);
      expect(cut.endsWith('…')).toBe(true);
      expect(cut.length).toBeLessThanOrEqual(limit + 1);
      expect(long.startsWith(cut.slice(0, -1))).toBe(true);
      expect(cut.at(-2)).not.toBe(' ');
    }
  });
});
