import type { FocusEvent, ReactNode } from 'react';

import type { FormFieldView } from '../../../model/form';
import type { FieldValue } from '../../forms/rules';

import * as styles from './CmsForm.css';
import { useFormTexts } from './texts';

export interface FieldProps {
  field: FormFieldView;
  /** The element id of the field's control (a checkbox group's first box gets `${id}-0`). */
  id: string;
  value: FieldValue;
  error: string | null;
  disabled: boolean;
  onChange: (value: FieldValue) => void;
  /** Focus left the field: time to check it. */
  onLeave: () => void;
}

export { focusId } from './format';

function Label({ field, htmlFor }: { field: FormFieldView; htmlFor?: string }) {
  const { t } = useFormTexts();
  const content = (
    <>
      {field.label}
      {field.required ? (
        <span className={styles.mark} aria-hidden="true">
          {' *'}
        </span>
      ) : (
        <span className={styles.optional}> ({t('optional')})</span>
      )}
    </>
  );
  return htmlFor ? (
    <label className={styles.label} htmlFor={htmlFor}>
      {content}
    </label>
  ) : (
    <legend className={styles.legend}>{content}</legend>
  );
}

function ErrorText({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/** One CMS form field, drawn by its kind (spec §3) with its label, placeholder, marks and error. */
export function Field({ field, id, value, error, disabled, onChange, onLeave }: FieldProps) {
  const { t } = useFormTexts();
  const errorId = `${id}-error`;
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': field.required || undefined,
  };
  const text = typeof value === 'string' ? value : '';
  const wrap = (control: ReactNode) => (
    <div className={styles.field}>
      <Label field={field} htmlFor={id} />
      {control}
      <ErrorText id={errorId} error={error} />
    </div>
  );
  const common = {
    id,
    name: field.key,
    disabled,
    onBlur: onLeave,
    ...aria,
  };

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
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />,
      );
    case 'textarea':
      return wrap(
        <textarea
          {...common}
          className={styles.textarea}
          placeholder={field.placeholder ?? undefined}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />,
      );
    case 'select':
      return wrap(
        <select
          {...common}
          className={styles.select}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{field.placeholder ?? t('Select an option')}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>,
      );
    case 'checkbox':
      return (
        <div className={styles.field}>
          <label className={styles.choice} htmlFor={id}>
            <input
              {...common}
              className={styles.box}
              type="checkbox"
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
            />
            <span>
              {field.label}
              {field.required ? (
                <span className={styles.mark} aria-hidden="true">
                  {' *'}
                </span>
              ) : (
                <span className={styles.optional}> ({t('optional')})</span>
              )}
            </span>
          </label>
          <ErrorText id={errorId} error={error} />
        </div>
      );
    case 'checkboxGroup': {
      const ticked = Array.isArray(value) ? value : [];
      const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
      };
      return (
        <fieldset
          className={`${styles.fieldset} ${styles.field}`}
          aria-describedby={aria['aria-describedby']}
          aria-invalid={aria['aria-invalid']}
          onBlur={leave}
        >
          <Label field={field} />
          {field.options.map((option, i) => (
            <label key={option.value} className={styles.choice} htmlFor={`${id}-${i}`}>
              <input
                id={`${id}-${i}`}
                className={styles.box}
                type="checkbox"
                name={field.key}
                value={option.value}
                disabled={disabled}
                checked={ticked.includes(option.value)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...ticked, option.value]
                      : ticked.filter((item) => item !== option.value),
                  )
                }
              />
              <span>{option.label}</span>
            </label>
          ))}
          <ErrorText id={errorId} error={error} />
        </fieldset>
      );
    }
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
