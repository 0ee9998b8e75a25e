/** Numbers of the insights tools (spec §9): currency prefix by country, en-AU grouping. */
import type { InsightsCountry } from '../../model/insights/dataset';

/** Spec §9: my RM, id RP, th ฿, ph ₱, others (au, nz) $. */
const CURRENCY_PREFIX: Record<InsightsCountry, string> = { au: '$', nz: '$' };

/** Spec §9: numbers are formatted for en-AU unless another locale is given. */
const NUMBER_LOCALE = 'en-AU';

// One formatter per precision: making an Intl.NumberFormat costs ~100 times formatting with one, and the salary
// page formats ~800 figures per render.
const formatters = new Map<number, Intl.NumberFormat>();

export function formatNumber(value: number, maximumFractionDigits = 0): string {
  let formatter = formatters.get(maximumFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits });
    formatters.set(maximumFractionDigits, formatter);
  }
  return formatter.format(value);
}

/** '$93,400'. */
export const formatSalary = (country: InsightsCountry, value: number) =>
  `${CURRENCY_PREFIX[country]}${formatNumber(value)}`;

/** '28%', '95.5%', '-3%'. */
export const formatPercent = (value: number) => `${formatNumber(value, 1)}%`;

/** The all-industries value of the industry filter (spec §9), as the data has it. */
export const ALL_INDUSTRIES = -1;
