/**
 * Query-string parameters of the search routes. The query text is data: any characters are accepted (markup,
 * `%`, `/`, any script), only its length is limited. Invalid paging or an unknown locale is a 400 naming the
 * parameter.
 */
import { HttpError } from '../http.mjs';

import { LOCALES, parseLocale } from './locales.mjs';

/** Longest query, in characters after trimming. */
export const MAX_QUERY_CHARS = 200;
/** Results per page when `limit` is absent (spec §9). */
export const DEFAULT_LIMIT = 9;
export const MAX_LIMIT = 100;
const MAX_PAGE = 10_000;

/**
 * @param {string} param
 * @param {string} reason
 * @param {Record<string, unknown>} [extra]
 */
function invalid(param, reason, extra = {}) {
  return new HttpError(400, `Invalid parameter "${param}": ${reason}`, {
    fields: { [param]: reason },
    ...extra,
  });
}

/**
 * The trimmed `q`.
 * @param {URLSearchParams} params
 * @param {{ required: boolean }} options required: blank is a 400 (search); otherwise '' (autocomplete)
 * @returns {string}
 */
export function readQuery(params, { required }) {
  const q = (params.get('q') ?? '').trim();
  if (required && q === '') throw invalid('q', 'Required, and not blank');
  if ([...q].length > MAX_QUERY_CHARS) {
    throw invalid('q', `At most ${MAX_QUERY_CHARS} characters`, { maxLength: MAX_QUERY_CHARS });
  }
  return q;
}

/**
 * @param {URLSearchParams} params
 * @returns {import('./engine.mjs').Filters}
 */
export function readFilters(params) {
  const rawLocale = (params.get('locale') ?? '').trim();
  const locale = rawLocale === '' ? null : parseLocale(rawLocale);
  if (locale === undefined) throw invalid('locale', 'Unknown locale', { locales: LOCALES });
  return {
    locale,
    section: optional(params.get('section')),
    site: optional(params.get('site'))?.replaceAll('-', '_') ?? null,
  };
}

/**
 * @param {URLSearchParams} params
 * @returns {{ page: number, limit: number }}
 */
export function readPaging(params) {
  return {
    page: wholeNumber(params, 'page', 0, 0, MAX_PAGE),
    limit: wholeNumber(params, 'limit', DEFAULT_LIMIT, 1, MAX_LIMIT),
  };
}

/**
 * @param {string | null} value
 * @returns {string | null} trimmed, or null when absent or blank
 */
function optional(value) {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * @param {URLSearchParams} params
 * @param {string} name
 * @param {number} fallback when absent or blank
 * @param {number} min
 * @param {number} max
 * @returns {number}
 */
function wholeNumber(params, name, fallback, min, max) {
  const raw = (params.get(name) ?? '').trim();
  if (raw === '') return fallback;
  const value = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) throw invalid(name, `A whole number from ${min} to ${max}`);
  return value;
}
