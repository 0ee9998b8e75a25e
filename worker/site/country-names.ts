import type { Country } from './sites';

/** Each market's name in English, as a sentence says it ("in the Philippines"). */
export const COUNTRY_NAMES: Record<Country, string> = {
  au: 'Australia',
  nz: 'New Zealand',
  hk: 'Hong Kong',
  th: 'Thailand',
  id: 'Indonesia',
  my: 'Malaysia',
  ph: 'the Philippines',
  sg: 'Singapore',
};
