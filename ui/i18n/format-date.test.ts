import { describe, expect, it } from 'vitest';

import { FORMATTED_DATES_KEPT, formatDate } from './format-date';

describe('formatDate', () => {
  it('formats English locales day, short month, year like en-GB', () => {
    expect(formatDate('2024-03-05', 'en-AU')).toBe('5 Mar 2024');
    expect(formatDate(new Date('2024-03-05T00:00:00Z'), 'en-HK')).toBe('5 Mar 2024');
    expect(formatDate('2024-03-05', 'en_AU')).toBe('5 Mar 2024');
  });

  it('uses the UTC day, whatever the time zone of the machine', () => {
    expect(formatDate('2024-03-05T23:30:00Z', 'en-AU')).toBe('5 Mar 2024');
    expect(formatDate('2024-03-05T23:30:00-05:00', 'en-AU')).toBe('6 Mar 2024');
  });

  it('prints Thai month abbreviations with the Gregorian year, not the Buddhist era', () => {
    const formatted = formatDate('2024-03-05', 'th-TH');
    expect(formatted).toBe('5 มี.ค. 2024');
    expect(formatted).not.toContain('2567');
    expect(formatDate('2024-03-05', 'th_TH')).toBe('5 มี.ค. 2024');
  });

  it('prints Indonesian short months', () => {
    expect(formatDate('2024-08-17', 'id-ID')).toBe('17 Agu 2024');
    expect(formatDate('2024-05-01', 'id-ID')).toBe('1 Mei 2024');
  });

  it('returns an empty string for invalid input', () => {
    expect(formatDate('not a date', 'en-AU')).toBe('');
    expect(formatDate('', 'th-TH')).toBe('');
    expect(formatDate(new Date(Number.NaN), 'id-ID')).toBe('');
  });

  it('falls back to en-GB for an unusable locale', () => {
    expect(formatDate('2024-03-05', 'not a locale!')).toBe('5 Mar 2024');
  });

  it('answers a date asked again, in each locale, as the first time, however many dates it has seen', () => {
    expect(formatDate('2024-03-05', 'en-AU')).toBe('5 Mar 2024');
    expect(formatDate('2024-03-05', 'th-TH')).toBe('5 มี.ค. 2024');
    expect(formatDate('2024-03-05', 'en-AU')).toBe('5 Mar 2024');
    expect(formatDate('not a date', 'en-AU')).toBe('');
    for (let day = 0; day < FORMATTED_DATES_KEPT + 10; day += 1) {
      formatDate(new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString(), 'id-ID');
    }
    expect(formatDate('2024-08-17', 'id-ID')).toBe('17 Agu 2024');
    expect(formatDate('2024-03-05', 'th-TH')).toBe('5 มี.ค. 2024');
  });
});
