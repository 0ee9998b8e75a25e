/** Numbers of the insights tools (spec §9): currency prefix by country, en-AU grouping. */
import type { InsightsCountry } from '../../model/insights/dataset';

/** Spec §9: my RM, id RP, th ฿, ph ₱, others (au, nz) $. */
const CURRENCY_PREFIX: Record<InsightsCountry, string> = { au: '$', nz: '$' };

/** Spec §9: numbers are formatted for en-AU unless another locale is given. */
const NUMBER_LOCALE = 'en-AU';

// One formatter per precision: making an Intl.NumberFormat costs ~100 times formatting with one, and the salary
// page formats ~800 figures per render. The figures already formatted are kept too (the happiness page prints the
// same few percentages on every render); bounded: emptied when full.
const formatters = new Map<number, Intl.NumberFormat>();
const formatted = new Map<string, string>();
export const FORMATTED_NUMBERS_KEPT = 2000;

export function formatNumber(value: number, maximumFractionDigits = 0): string {
  // -0 prints as '-0', and its text would be 0's.
  const key = `${maximumFractionDigits} ${Object.is(value, -0) ? '-0' : value}`;
  const known = formatted.get(key);
  if (known !== undefined) return known;
  let formatter = formatters.get(maximumFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits });
    formatters.set(maximumFractionDigits, formatter);
  }
  const text = formatter.format(value);
  if (formatted.size >= FORMATTED_NUMBERS_KEPT) formatted.clear();
  formatted.set(key, text);
  return text;
}

/** '$93,400'. */
export const formatSalary = (country: InsightsCountry, value: number) =>
  `${CURRENCY_PREFIX[country]}${formatNumber(value)}`;

/** '28%', '95.5%', '-3%'. */
export const formatPercent = (value: number) => `${formatNumber(value, 1)}%`;

/** The all-industries value of the industry filter (spec §9), as the data has it. */
export const ALL_INDUSTRIES = -1;
