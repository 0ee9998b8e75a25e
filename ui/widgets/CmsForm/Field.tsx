import type { ReactNode } from 'react';

import type { FormFieldView } from '../../../model/form-field';
import type { FieldValue } from '../../../model/rules/forms';

import * as styles from './CmsForm.css';
import type { FormT } from './format';

export interface FieldProps {
  field: FormFieldView;
  /** The element id of the field's control (a checkbox group's first box gets `${id}-0`). */
  id: string;
  t: FormT;
  /** The answer to show (a page answering a post sent without script). */
  value?: FieldValue;
  /** The field's message in that answer. */
  error?: string;
}

function Marks({ field, t }: { field: FormFieldView; t: FormT }) {
  return field.required ? (
    <span className={styles.mark} aria-hidden="true">
      {' *'}
    </span>
  ) : (
    <span className={styles.optional}> ({t('optional')})</span>
  );
}

/**
 * One CMS form field as the server renders it, drawn by its kind (spec §3) with its label, placeholder and
 * marks, and the reader's answer when the page answers a post. Its error line comes and goes in the browser
 * (enhance.ts), under the control, with the control's aria; a page answering a post shows it from the start.
 */
export function Field({ field, id, t, value, error }: FieldProps) {
  const errorLine = error ? (
    <p className={styles.error} id={`${id}-error`}>
      {error}
    </p>
  ) : null;
  const text = typeof value === 'string' ? value : undefined;
  const wrap = (control: ReactNode) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {field.label}
        <Marks field={field} t={t} />
      </label>
      {control}
      {errorLine}
    </div>
  );
  const common = controlAttributes(field, id, error);
  const parts = { field, id, t, errorLine };

  switch (field.kind) {
    case 'text':
    case 'email':
    case 'number':
      return wrap(
        <input
          {...common}
          className={styles.input}
          type={field.kind}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          autoComplete={autoComplete(field.key)}
          placeholder={field.placeholder ?? undefined}
          defaultValue={text}
        />,
      );
    case 'textarea':
      return wrap(
        <textarea
          {...common}
          className={styles.textarea}
          placeholder={field.placeholder ?? undefined}
          defaultValue={text}
        />,
      );
    case 'select':
      return wrap(
        <select {...common} className={styles.select} defaultValue={text}>
          <option value="">{field.placeholder ?? t('Select an option')}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>,
      );
    case 'checkbox':
      return <CheckboxField {...parts} checked={value === true} common={common} />;
    case 'checkboxGroup':
      return (
        <CheckboxGroupField
          {...parts}
          chosen={Array.isArray(value) ? value : []}
          invalid={invalidAttributes(id, error)}
        />
      );
    default:
      // Spec §8: an unsupported field kind shows 'not supported'; it is never sent.
      return (
        <div className={styles.field}>
          <p className={styles.note}>
            {field.label}: {t('not supported')}
          </p>
        </div>
      );
  }
}

/** The attributes every control of a field has: its id and name, required and invalid marks. */
type ControlAttributes = ReturnType<typeof controlAttributes>;

const controlAttributes = (field: FormFieldView, id: string, error: string | undefined) => ({
  id,
  name: field.key,
  'aria-required': field.required || undefined,
  ...invalidAttributes(id, error),
});

/** A control (or fieldset) with a message: marked invalid and tied to its error line. */
const invalidAttributes = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

interface ChoiceProps {
  field: FormFieldView;
  id: string;
  t: FormT;
  errorLine: ReactNode;
}

/** A single tick box, its label beside it (a consent or opt-in). */
function CheckboxField({
  field,
  id,
  t,
  checked,
  common,
  errorLine,
}: ChoiceProps & { checked: boolean; common: ControlAttributes }) {
  return (
    <div className={styles.field}>
      <label className={styles.choice} htmlFor={id}>
        <input {...common} className={styles.box} type="checkbox" defaultChecked={checked} />
        <span>
          {field.label}
          <Marks field={field} t={t} />
        </span>
      </label>
      {errorLine}
    </div>
  );
}

/** A group of tick boxes under its legend; the boxes' ids are `${id}-0`, `${id}-1`… */
function CheckboxGroupField({
  field,
  id,
  t,
  chosen,
  invalid,
  errorLine,
}: ChoiceProps & { chosen: string[]; invalid: ReturnType<typeof invalidAttributes> }) {
  return (
    <fieldset className={`${styles.fieldset} ${styles.field}`} {...invalid}>
      <legend className={styles.legend}>
        {field.label}
        <Marks field={field} t={t} />
      </legend>
      {field.options.map((option, i) => (
        <label key={option.value} className={styles.choice} htmlFor={`${id}-${i}`}>
          <input
            id={`${id}-${i}`}
            className={styles.box}
            type="checkbox"
            name={field.key}
            value={option.value}
            defaultChecked={chosen.includes(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {errorLine}
    </fieldset>
  );
}

/** Browser autofill hints for the well-known keys of the subscription and lead forms. */
function autoComplete(key: string): string | undefined {
  const hints: Record<string, string> = {
    firstName: 'given-name',
    lastName: 'family-name',
    email: 'email',
    companyName: 'organization',
    companyPhoneNumber: 'tel',
    jobTitle: 'organization-title',
  };
  return hints[key];
}
