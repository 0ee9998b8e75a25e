import type { FormFieldView } from '../../../model/form-field';
import { checkField, emptyValue, type FieldValue } from '../../../model/rules/forms';
import { errorText, type ErrorKey } from '../../forms/messages';

import { setErrorLine, setInvalid } from './error-line';
import { controlId, focusId, type FormT } from './format';

/**
 * The fields' checks on the server markup (spec §5): each field is checked when focus leaves it, and once its
 * message shows, the message follows its value. `fields` are the supported fields, `prefix` the ids' start.
 */
export function fieldErrors(root: HTMLFormElement, fields: FormFieldView[], prefix: string, t: FormT) {
  const errors = new Map<string, string>();
  const idOf = (field: FormFieldView) => controlId(prefix, field);
  const format = (key: ErrorKey, value: string) =>
    key === 'Max checked item {value}' ? t(key, { value }) : t(key);
  const controls = (field: FormFieldView) =>
    [...root.querySelectorAll<HTMLInputElement>('input, select, textarea')].filter(
      (control) => control.name === field.key,
    );
  const valueOf = (field: FormFieldView): FieldValue => {
    const [control] = controls(field);
    if (!control) return emptyValue(field);
    if (field.kind === 'checkbox') return control.checked;
    if (field.kind === 'checkboxGroup')
      return controls(field).flatMap((box) => (box.checked ? [box.value] : []));
    return control.value;
  };
  const messageOf = (field: FormFieldView) => {
    const error = checkField(field, valueOf(field));
    return error ? errorText(error, format) : null;
  };

  /** Shows `message` (or none) on a field: the line under it and its control's (or fieldset's) aria. */
  const show = (field: FormFieldView, message: string | null) => {
    if (message) errors.set(field.key, message);
    else errors.delete(field.key);
    const id = idOf(field);
    const control = document.getElementById(focusId(field, id));
    const errorId = `${id}-error`;
    const group = field.kind === 'checkboxGroup' ? (control?.closest('fieldset') ?? null) : null;
    const container =
      group ??
      (field.kind === 'checkbox' ? control?.closest('label')?.parentElement : control?.parentElement);
    setErrorLine(container ?? null, errorId, message);
    setInvalid(group ?? control, errorId, message !== null);
  };

  // A page answering a post sent without script shows its messages already: they follow their values too.
  for (const field of fields) {
    const line = document.getElementById(`${idOf(field)}-error`);
    if (line?.textContent) errors.set(field.key, line.textContent);
  }
  for (const field of fields) watch(field, idOf(field), () => show(field, messageOf(field)), errors);

  return {
    /** Whether any field shows a message. */
    any: () => errors.size > 0,
    /** Checks every field and shows what it finds. */
    checkAll: () => fields.forEach((field) => show(field, messageOf(field))),
    /** Shows the Worker's messages by field key, and none on the other fields. */
    showRefused: (refused: Record<string, string>) =>
      fields.forEach((field) => show(field, refused[field.key] ?? null)),
    /** The control of the first field with a message, if one has. */
    firstInvalid: () => {
      const first = fields.find((field) => errors.has(field.key));
      return first ? document.getElementById(focusId(first, idOf(first))) : null;
    },
    /** The answers, text trimmed. */
    values: () =>
      Object.fromEntries(
        fields.map((field) => {
          const value = valueOf(field);
          return [field.key, typeof value === 'string' ? value.trim() : value];
        }),
      ),
  };
}

/** Checks `field` (`check`) when focus leaves it, and on each change once its message shows. */
function watch(field: FormFieldView, id: string, check: () => void, errors: Map<string, string>) {
  const target =
    field.kind === 'checkboxGroup'
      ? document.getElementById(focusId(field, id))?.closest('fieldset')
      : document.getElementById(id);
  target?.addEventListener('focusout', (event) => {
    const next = (event as FocusEvent).relatedTarget as Node | null;
    if (field.kind === 'checkboxGroup' && target.contains(next)) return;
    check();
  });
  const follow = () => {
    if (errors.has(field.key)) check();
  };
  target?.addEventListener('input', follow);
  target?.addEventListener('change', follow);
}
