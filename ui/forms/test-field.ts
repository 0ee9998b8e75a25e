import type { FormFieldModel } from './model';

/** A required form field for tests: `key` is also its id and label. */
export const testField = (
  key: string,
  kind = 'text',
  extra: Partial<FormFieldModel> = {},
): FormFieldModel => ({
  id: key,
  key,
  kind,
  label: key,
  placeholder: null,
  required: true,
  rowSpan: 1,
  validators: [],
  options: [],
  ...extra,
});
