import type { FormFieldView } from '../../../model/form';
import type { FormTextKey, FormTexts } from '../../forms/form-texts';

export type FormT = (key: FormTextKey, values?: { value: string }) => string;

/** `t(key)` over the form texts; `{value}` is filled in where a message shows a bound. */
export const textFormatter =
  (texts: FormTexts | null): FormT =>
  (key, values) => {
    const text = texts?.[key] ?? key;
    return values ? text.replace('{value}', values.value) : text;
  };

/** The id of the element to focus for a field: its control, or a checkbox group's first box. */
export const focusId = (field: FormFieldView, id: string) =>
  field.kind === 'checkboxGroup' ? `${id}-0` : id;
