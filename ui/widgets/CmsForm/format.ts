import type { FormFieldView } from '../../../model/form-field';
import type { FormTextKey, FormTexts } from '../../forms/form-texts';
import { textsTranslator } from '../../i18n/texts-translator';

export type FormT = (key: FormTextKey, values?: { value: string }) => string;

/** `t(key)` over the form texts; `{value}` is filled in where a message shows a bound. */
export const textFormatter = (texts: FormTexts | null): FormT => textsTranslator(texts);

/** The element id of a field's control in the form whose ids start with `prefix`. */
export const controlId = (prefix: string, field: FormFieldView) =>
  `${prefix}-${field.key.replace(/[^\w-]/g, '_')}`;

/** The id of the element to focus for a field: its control, or a checkbox group's first box. */
export const focusId = (field: FormFieldView, id: string) =>
  field.kind === 'checkboxGroup' ? `${id}-0` : id;

/** A CMS text's paragraphs (its plain text, one per line). */
export const paragraphs = (text: string) => text.split(/\n+/).filter((line) => line.trim());

/** The confirmation of spec §4: the form's own message, else the default thank-you. */
export const confirmationLines = (form: { confirmationMessage: string | null }, t: FormT): string[] =>
  form.confirmationMessage
    ? paragraphs(form.confirmationMessage)
    : [t('Thank you! Your details have been sent.')];
