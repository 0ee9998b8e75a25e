/** Numbers of the insights tools (spec §9): currency prefix by country, en-AU grouping. */
import type { InsightsCountry } from '../../model/insights/dataset';

/** Spec §9: my RM, id RP, th ฿, ph ₱, others (au, nz) $. */
const CURRENCY_PREFIX: Record<InsightsCountry, string> = { au: '$', nz: '$' };

/** Spec §9: numbers are formatted for en-AU unless another locale is given. */
const NUMBER_LOCALE = 'en-AU';

export const formatNumber = (value: number, maximumFractionDigits = 0) =>
  new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits }).format(value);

/** '$93,400'. */
export const formatSalary = (country: InsightsCountry, value: number) =>
  `${CURRENCY_PREFIX[country]}${formatNumber(value)}`;

/** '28%', '95.5%', '-3%'. */
export const formatPercent = (value: number) => `${formatNumber(value, 1)}%`;

/** The all-industries value of the industry filter (spec §9), as the data has it. */
export const ALL_INDUSTRIES = -1;
