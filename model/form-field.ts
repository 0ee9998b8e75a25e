/** A CMS form's field and its validators as the form view has them (form.ts formView; spec §3 Form, §5). */

export interface FormValidatorView {
  /** minLength, maxLength, minNumber, maxNumber, email, minChecked or maxChecked. */
  type: string;
  value: number | null;
  /** The editor's message; null: the default message of spec §5. */
  errorMessage: string | null;
}

export interface FormFieldView {
  id: string;
  key: string;
  /** text, number, email, textarea, checkbox, checkboxGroup or select; anything else is 'not supported'. */
  kind: string;
  label: string;
  placeholder: string | null;
  required: boolean;
  /** How many of the form's columns the field spans. */
  rowSpan: number | null;
  validators: FormValidatorView[];
  options: { value: string; label: string }[];
}
