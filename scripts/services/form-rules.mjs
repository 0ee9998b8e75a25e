/**
 * Field rules of the form payloads (spec §3 payloads, §5 validation, §7 calls). A rule returns an error message,
 * or undefined when the value is acceptable.
 */

/** @typedef {(value: unknown) => string | undefined} Rule */
/** @typedef {Record<string, Rule>} Schema */

export const COUNTRIES = ['AU', 'NZ', 'HK', 'TH', 'ID', 'MY', 'PH', 'SG'];
export const AUDIENCES = ['Employer', 'Job Seeker'];
export const BUSINESS_ANSWERS = ['Yes', 'No', 'I am not sure'];
const REQUIRED = 'Required field';
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** @param {unknown} value */
const missing = (value) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A required string of at most `max` characters.
 * @param {number} max
 * @returns {Rule}
 */
export const text = (max) => (value) => {
  if (missing(value)) return REQUIRED;
  if (typeof value !== 'string') return 'Must be text';
  return value.length > max ? `Max length ${max}` : undefined;
};

/** First and last names (spec §5: max 40). */
export const name = text(40);

/** @type {Rule} spec §5: email format, max 255 */
export const email = (value) =>
  text(255)(value) ?? (EMAIL_FORMAT.test(/** @type {string} */ (value)) ? undefined : 'Invalid email');

/** @type {Rule} an upper-case country code of a site */
export const country = (value) =>
  missing(value)
    ? REQUIRED
    : COUNTRIES.includes(/** @type {string} */ (value))
      ? undefined
      : 'Unknown country code';

/** @type {Rule} */
export const isoDate = (value) =>
  text(40)(value) ??
  (ISO_DATE.test(/** @type {string} */ (value)) && Number.isFinite(Date.parse(/** @type {string} */ (value)))
    ? undefined
    : 'Must be an ISO 8601 date');

/**
 * @param {string[]} allowed
 * @returns {Rule}
 */
export const oneOf = (allowed) => (value) =>
  missing(value)
    ? REQUIRED
    : allowed.includes(/** @type {string} */ (value))
      ? undefined
      : `Must be one of ${allowed.join(', ')}`;

/** @type {Rule} a required answer: text, a boolean, a number or a non-empty list */
export const answer = (value) => {
  if (missing(value) || (Array.isArray(value) && value.length === 0)) return REQUIRED;
  return ['string', 'boolean', 'number'].includes(typeof value) || Array.isArray(value)
    ? undefined
    : 'Invalid answer';
};

/**
 * Makes a rule optional: absent values pass.
 * @param {Rule} rule
 * @returns {Rule}
 */
export const optional = (rule) => (value) => (missing(value) ? undefined : rule(value));

/** Rules applied to well-known keys inside free-form `values`, when present. */
export const VALUE_RULES = /** @type {Schema} */ ({
  firstName: optional(name),
  lastName: optional(name),
  email: optional(email),
});

/**
 * @param {Record<string, unknown>} payload
 * @param {Schema} schema
 * @param {string} [prefix] prepended to field names in the result
 * @returns {Record<string, string>} field name → message, empty when valid
 */
export function check(payload, schema, prefix = '') {
  /** @type {Record<string, string>} */
  const fields = {};
  for (const [key, rule] of Object.entries(schema)) {
    const message = rule(payload[key]);
    if (message) fields[prefix + key] = message;
  }
  return fields;
}
