import type { FormFieldView } from '../../model/form-field';

/** A required form field for tests: `key` is also its id and label. */
export const testField = (key: string, kind = 'text', extra: Partial<FormFieldView> = {}): FormFieldView => ({
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
