/**
 * The field rules of spec §5, shared by the form island (on blur and on submit) and the Worker (on every
 * submission). Plain functions, no dependencies, so the island stays small. A rule answers an error code; the
 * texts live in ui/forms/forms.vocab (ui/forms/messages.ts).
 */
import type { FormKind } from '../form';
import type { FormFieldView } from '../form-field';

/** A checkbox is a boolean, a checkbox group a list of option values, anything else text. */
export type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;

export type ErrorCode =
  | 'required'
  | 'minLength'
  | 'maxLength'
  | 'minNumber'
  | 'maxNumber'
  | 'email'
  | 'minChecked'
  | 'maxChecked'
  | 'number'
  | 'option';

export interface FieldError {
  code: ErrorCode;
  /** The rule's bound, for messages that show it. */
  value: number | null;
  /** The editor's message, shown instead of the default. */
  custom: string | null;
}

/** The hidden field naming the CMS form a post without script answers (worker/forms/page-answer.ts). */
export const FORM_SLUG_FIELD = '_form';

/** Whether the form needs the robot check before it is sent (spec §5). */
export const needsRobotCheck = (kind: FormKind): boolean => kind !== 'subscription';

/** The kinds a form can render (spec §3); others show 'not supported' and are never sent. */
export const SUPPORTED_KINDS = ['text', 'number', 'email', 'textarea', 'checkbox', 'checkboxGroup', 'select'];
export const isSupported = (field: Pick<FormFieldView, 'kind'>) => SUPPORTED_KINDS.includes(field.kind);

// The same shape the forms stand-in accepts (scripts/services/form-rules.mjs).
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A field's value before the reader touches it. */
export function emptyValue(field: Pick<FormFieldView, 'kind'>): FieldValue {
  if (field.kind === 'checkbox') return false;
  if (field.kind === 'checkboxGroup') return [];
  return '';
}

const isEmpty = (value: FieldValue) =>
  value === false || (Array.isArray(value) ? value.length === 0 : typeof value === 'string' && !value.trim());

const error = (code: ErrorCode, value: number | null = null, custom: string | null = null): FieldError => ({
  code,
  value,
  custom,
});

/** The first error of a field's value, or null when it is acceptable. */
export function checkField(field: FormFieldView, value: FieldValue = emptyValue(field)): FieldError | null {
  if (!isSupported(field)) return null;
  // A value of the wrong shape (a list for a text field…) can only come from a forged request.
  if (
    typeof value !== typeof emptyValue(field) ||
    Array.isArray(value) !== (field.kind === 'checkboxGroup')
  ) {
    return error('option');
  }
  if (isEmpty(value)) return field.required ? error('required') : null;
  if (typeof value === 'boolean') return null;
  if (Array.isArray(value)) {
    if (value.some((item) => !field.options.some((option) => option.value === item))) return error('option');
    return checkBounds(field, new Set(value).size);
  }
  const text = value.trim();
  if (field.kind === 'select' && !field.options.some((option) => option.value === text))
    return error('option');
  if (field.kind === 'number' && !Number.isFinite(Number(text))) return error('number');
  const emailRule = field.validators.find((rule) => rule.type === 'email');
  if ((field.kind === 'email' || emailRule) && !EMAIL_FORMAT.test(text)) {
    return error('email', null, emailRule?.errorMessage ?? null);
  }
  return checkBounds(field, text.length, field.kind === 'number' ? Number(text) : undefined);
}

/** Whether a bounded rule is broken by a value of this size (characters or ticks) and number. */
function breaks(type: string, bound: number, size: number, number: number | undefined): boolean {
  switch (type) {
    case 'minLength':
    case 'minChecked':
      return size < bound;
    case 'maxLength':
    case 'maxChecked':
      return size > bound;
    case 'minNumber':
      return number !== undefined && number < bound;
    case 'maxNumber':
      return number !== undefined && number > bound;
    default:
      return false;
  }
}

// Length rules bound text, checked rules bound a checkbox group's ticks; neither applies to the other.
const appliesTo = (type: string, field: FormFieldView) =>
  type.endsWith('Checked') ? field.kind === 'checkboxGroup' : field.kind !== 'checkboxGroup';

/** The editor's bounded validators in order; the first broken one wins. */
function checkBounds(field: FormFieldView, size: number, number?: number): FieldError | null {
  for (const rule of field.validators) {
    if (rule.value === null || !appliesTo(rule.type, field)) continue;
    if (breaks(rule.type, rule.value, size, number)) {
      return error(rule.type as ErrorCode, rule.value, rule.errorMessage);
    }
  }
  return null;
}

/** Every field's first error, by field key; empty when the form may be sent. */
export function checkForm(fields: readonly FormFieldView[], values: FormValues): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const field of fields) {
    const found = checkField(field, values[field.key] ?? emptyValue(field));
    if (found) errors[field.key] = found;
  }
  return errors;
}
