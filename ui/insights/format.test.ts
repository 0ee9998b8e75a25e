import { describe, expect, it } from 'vitest';

import { FORMATTED_NUMBERS_KEPT, formatNumber, formatPercent, formatSalary } from './format';

describe('insights numbers (spec §9)', () => {
  it('formats for en-AU with the precision asked for, the same however often and beyond what it keeps', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(formatNumber(1234.56)).toBe('1,235');
      expect(formatNumber(1234.56, 1)).toBe('1,234.6');
      expect(formatNumber(-0)).toBe('-0');
      expect(formatNumber(0)).toBe('0');
      expect(formatPercent(95.55)).toBe('95.6%');
      expect(formatSalary('nz', 93400)).toBe('$93,400');
      for (let i = 0; i < FORMATTED_NUMBERS_KEPT + 5; i += 1) {
        expect(formatNumber(i * 1000)).toBe((i * 1000).toLocaleString('en-AU'));
      }
    }
  });
});
