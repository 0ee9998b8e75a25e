/**
 * Locales the search stand-in accepts, and the order an article's fields are read in for each: the requested
 * locale, then its country's English locale (the site default, as th_TH falls back to en_TH), then `default`
 * (spec §4 locale fallback; the Worker's contentScope does the same).
 */

import { enums } from '../content/models.mjs';

/** Content-system locales (spec §1), as the content model declares them. */
export const LOCALES = enums.Locale;

/**
 * The content-system form of a locale parameter (th-TH and th_TH are both accepted), or undefined when it is
 * not a known locale.
 * @param {string} value
 * @returns {string | undefined}
 */
export function parseLocale(value) {
  const [language = '', country = ''] = value.trim().replace('-', '_').split('_');
  const locale =
    value.trim() === 'default' ? 'default' : `${language.toLowerCase()}_${country.toUpperCase()}`;
  return LOCALES.find((known) => known === locale);
}

/**
 * @param {string} locale a known locale
 * @returns {string[]} e.g. th_TH → [th_TH, en_TH, default]
 */
export function fallbackOrder(locale) {
  const country = locale.split('_')[1];
  return [...new Set([locale, country ? `en_${country}` : locale, 'default'])];
}

/**
 * The language whose word rules an index uses.
 * @param {string | null} locale
 * @returns {import('./text.mjs').Language}
 */
export function languageOf(locale) {
  if (locale?.startsWith('th_')) return 'th';
  if (locale?.startsWith('id_')) return 'id';
  return 'en';
}
