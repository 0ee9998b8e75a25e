/** The texts of field errors (spec §5 default messages), for the island's `t` and the Worker's messages alike. */
import type { ErrorCode, FieldError } from '../../model/rules/forms';

/** The forms.vocab keys an error can show. */
export type ErrorKey =
  | 'Required field'
  | 'Min length'
  | 'Max length'
  | 'Min number'
  | 'Max number'
  | 'Invalid email'
  | 'Min checked item'
  | 'Max checked item {value}'
  | 'Enter a number'
  | 'Choose one of the options';

const keys: Record<ErrorCode, ErrorKey> = {
  required: 'Required field',
  minLength: 'Min length',
  maxLength: 'Max length',
  minNumber: 'Min number',
  maxNumber: 'Max number',
  email: 'Invalid email',
  minChecked: 'Min checked item',
  maxChecked: 'Max checked item {value}',
  number: 'Enter a number',
  option: 'Choose one of the options',
};

/** Formats one forms.vocab message; `value` is used only by messages that show a bound. */
export type FormatError = (key: ErrorKey, value: string) => string;

/** The editor's message when the CMS gives one (spec §5 "or custom message"), else the default. */
export function errorText(error: FieldError, format: FormatError): string {
  if (error.custom?.trim()) return error.custom;
  return format(keys[error.code], String(error.value ?? ''));
}
