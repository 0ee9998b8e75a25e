import { intlLocale } from './languages';

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatter = (locale: string): Intl.DateTimeFormat => {
  let cached = formatters.get(locale);
  if (!cached) {
    const options: Intl.DateTimeFormatOptions = {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      // UTC so that the server render and the hydrated island print the same day.
      timeZone: 'UTC',
    };
    try {
      cached = new Intl.DateTimeFormat(intlLocale(locale), options);
    } catch {
      cached = new Intl.DateTimeFormat('en-GB', options);
    }
    formatters.set(locale, cached);
  }
  return cached;
};

/** Day, short month, year: '5 Mar 2024', '5 มี.ค. 2024'; '' for a missing or invalid date. */
export const formatDate = (date: Date | string, locale: string): string => {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return '';
  return formatter(locale).format(value);
};
