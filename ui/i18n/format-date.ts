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

// The dates given as text already formatted, per locale: a page prints the same few dates (article cards on
// every list) on every render, and Intl formatting is the costly part. Bounded: emptied when full.
const formatted = new Map<string, string>();
export const FORMATTED_DATES_KEPT = 2000;

/** Day, short month, year: '5 Mar 2024', '5 มี.ค. 2024'; '' for a missing or invalid date. */
export const formatDate = (date: Date | string, locale: string): string => {
  const key = typeof date === 'string' ? `${locale} ${date}` : undefined;
  const known = key === undefined ? undefined : formatted.get(key);
  if (known !== undefined) return known;
  const value = typeof date === 'string' ? new Date(date) : date;
  const text =
    !(value instanceof Date) || Number.isNaN(value.getTime()) ? '' : formatter(locale).format(value);
  if (key !== undefined) {
    if (formatted.size >= FORMATTED_DATES_KEPT) formatted.clear();
    formatted.set(key, text);
  }
  return text;
};
