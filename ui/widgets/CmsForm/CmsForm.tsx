import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';

import type { FormFieldView, FormIslandProps } from '../../../model/form';
import { formSubmittedEvent, pushToDataLayer } from '../../analytics';
import type { FormTexts } from '../../forms/form-texts';
import { errorText, type ErrorKey } from '../../forms/messages';
import {
  checkField,
  emptyValue,
  isSupported,
  needsRobotCheck,
  type FieldValue,
  type FormValues,
} from '../../forms/rules';
import { useIslandId } from '../../islands/island-id';

import * as styles from './CmsForm.css';
import { Field, focusId } from './Field';
import { RobotCheck } from './RobotCheck';
import { submitForm } from './submit';
import { FormTextsContext, textFormatter } from './texts';

export interface CmsFormProps {
  /** The CMS form's browser part (ui/forms/FormIsland.tsx). */
  form: FormIslandProps;
  /** Google reCAPTCHA's site key, for robot-checked forms where one is configured. */
  recaptchaSiteKey?: string;
  /** forms.vocab in the page language (ui/forms/form-texts.ts): the island ships no message parser. */
  texts: FormTexts;
  /** The page language (en, th, id). */
  language: string;
}

type Status = 'editing' | 'submitting' | 'sent' | 'failed' | 'limited';

const initialValues = (fields: readonly FormFieldView[]): FormValues =>
  Object.fromEntries(fields.map((field) => [field.key, emptyValue(field)]));

const paragraphs = (text: string) => text.split(/\n+/).filter((line) => line.trim());

/**
 * A CMS form (spec §3 Form): its fields by kind, checked on blur and on submit with the rules of spec §5,
 * sent through the Worker, which queues it for delivery. States of spec §4: editing, then success (the
 * confirmation replaces the form) or failure ('Something Wrong' shows; the answers are kept). Forms other than the subscription need the robot
 * check first. Plain elements only: the server renders the same markup before hydration. In the browser React
 * does not run it: its plain script (enhance.ts) gives that markup the same behaviour and states.
 */
export function CmsForm(props: CmsFormProps) {
  return (
    <FormTextsContext.Provider value={props.texts}>
      <CmsFormBody {...props} />
    </FormTextsContext.Provider>
  );
}

function CmsFormBody({ form, recaptchaSiteKey, texts, language }: CmsFormProps) {
  const t = textFormatter(texts);
  const prefix = useIslandId('form');
  const [values, setValues] = useState(() => initialValues(form.fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>('editing');
  const [robotToken, setRobotToken] = useState<string | null>(null);
  const [robotError, setRobotError] = useState(false);
  const [robotRound, setRobotRound] = useState(0);
  // Until hydration the button stays disabled: a submit then would leave the page.
  const ready = useSyncExternalStore(noSubscription, isBrowser, isServer);
  const focusFirstError = useRef(false);
  const doneRef = useRef<HTMLDivElement>(null);

  const robot = needsRobotCheck(form.kind);
  const idOf = (field: FormFieldView) => `${prefix}-${field.key.replace(/[^\w-]/g, '_')}`;
  const robotId = `${prefix}-robot`;
  const format = (key: ErrorKey, value: string) =>
    key === 'Max checked item {value}' ? t(key, { value }) : t(key);
  const messageOf = (field: FormFieldView, value: FieldValue) => {
    const error = checkField(field, value);
    return error ? errorText(error, format) : null;
  };
  const robotMessage =
    form.kind === 'lead' ? t('recaptcha verify') : t('Please verify that you are not a robot');

  useEffect(() => {
    if (status === 'sent') doneRef.current?.focus();
  }, [status]);
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = form.fields.find((field) => errors[field.key]);
    if (first) document.getElementById(focusId(first, idOf(first)))?.focus();
    else if (robotError) document.getElementById(robotId)?.focus();
  });

  if (form.fields.length === 0) {
    return <p className={styles.note}>{t("If you're seeing this, the form might not be published")}</p>;
  }

  if (status === 'sent') {
    const lines = form.confirmationMessage
      ? paragraphs(form.confirmationMessage)
      : [t('Thank you! Your details have been sent.')];
    return (
      <div ref={doneRef} className={styles.success} role="status" tabIndex={-1}>
        {lines.map((line, i) => (
          <p key={i} className={styles.successText}>
            {line}
          </p>
        ))}
        {form.document ? (
          // Spec §4: a download lead form's confirmation links its report.
          <p className={styles.successText}>
            <a className={styles.link} href={form.document.url} download={form.document.fileName}>
              {t('Download the report')}
            </a>
          </p>
        ) : null}
      </div>
    );
  }

  const setField = (field: FormFieldView, value: FieldValue) => {
    setValues((current) => ({ ...current, [field.key]: value }));
    // Once shown, an error follows the value as it is corrected.
    if (errors[field.key]) setErrors((current) => withError(current, field.key, messageOf(field, value)));
  };
  const leave = (field: FormFieldView) =>
    setErrors((current) => withError(current, field.key, messageOf(field, values[field.key] ?? '')));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const found: Record<string, string> = {};
    for (const field of form.fields) {
      const message = messageOf(field, values[field.key] ?? emptyValue(field));
      if (message) found[field.key] = message;
    }
    const robotMissing = robot && !robotToken;
    setErrors(found);
    setRobotError(robotMissing);
    if (Object.keys(found).length > 0 || robotMissing) {
      focusFirstError.current = true;
      return;
    }
    setStatus('submitting');
    const sent = Object.fromEntries(
      form.fields
        .filter(isSupported)
        .map((field) => [field.key, trimmed(values[field.key] ?? emptyValue(field))]),
    );
    const result = await submitForm(form.slug, {
      values: sent,
      language,
      sourcePage: window.location.pathname,
      ...(robot && robotToken ? { recaptcha: robotToken } : {}),
    });
    // A token is good for one verification: whatever the answer, the next send needs a new one.
    const usedRobotToken = () => {
      setRobotToken(null);
      setRobotRound((round) => round + 1);
    };
    if (result.status === 'sent') {
      // The form's type, never the answers (ui/analytics/README.md).
      pushToDataLayer(formSubmittedEvent(form));
      return setStatus('sent');
    }
    if (result.status === 'invalid' || result.status === 'robot') {
      setErrors(result.status === 'invalid' ? result.fields : {});
      setRobotError(result.status === 'robot');
      usedRobotToken();
      focusFirstError.current = true;
      return setStatus('editing');
    }
    // Spec §8 shows 'Something Wrong'; the answers stay (the original reset them, and losing a reader's
    // typing is worse): sending again is one press. The robot check is used up.
    usedRobotToken();
    setStatus(result.status === 'limited' ? 'limited' : 'failed');
  };

  const busy = status === 'submitting';
  const columns = String(form.columns) as '1' | '2' | '3';
  const policyPrefix = language === 'th' || language === 'id' ? `/${language}` : '';
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      {status === 'limited' ? (
        <div className={styles.alert} role="alert">
          <p className={styles.texts}>
            {t('You have sent this form several times in a minute. Please wait a minute and try again.')}
          </p>
        </div>
      ) : null}
      {status === 'failed' ? (
        <div className={styles.alert} role="alert">
          <p className={styles.alertTitle}>{t('Something Wrong')}</p>
          <p className={styles.texts}>{t('Your details were not sent. Please try again.')}</p>
        </div>
      ) : null}
      <p className={styles.note}>{t('Fields marked * are required')}</p>
      <div className={`${styles.grid} ${styles.columns[columns]}`}>
        {form.fields.map((field) => {
          const span = String(Math.min(Math.max(field.rowSpan ?? 1, 1), form.columns)) as '1' | '2' | '3';
          const wide = field.kind === 'textarea' || field.kind === 'checkboxGroup';
          return (
            <div key={field.id} className={styles.span[wide ? columns : span]}>
              <Field
                field={field}
                id={idOf(field)}
                value={values[field.key] ?? emptyValue(field)}
                error={errors[field.key] ?? null}
                disabled={busy}
                onChange={(value) => setField(field, value)}
                onLeave={() => leave(field)}
              />
            </div>
          );
        })}
      </div>
      {robot ? (
        <RobotCheck
          id={robotId}
          siteKey={recaptchaSiteKey ?? null}
          token={robotToken}
          onToken={(token) => {
            setRobotToken(token);
            if (token) setRobotError(false);
          }}
          error={robotError ? robotMessage : null}
          disabled={busy}
          round={robotRound}
          language={language}
        />
      ) : null}
      {form.consentText || form.disclaimerText ? (
        <div className={styles.field}>
          {[form.consentText, form.disclaimerText].flatMap((text) =>
            text
              ? paragraphs(text).map((line, i) => (
                  <p key={`${i}-${line}`} className={styles.texts}>
                    {line}
                  </p>
                ))
              : [],
          )}
          <div className={styles.links}>
            <a className={`${styles.link} ${styles.texts}`} href={`${policyPrefix}/collection-notice`}>
              {t('Collection notice')}
            </a>
            <a className={`${styles.link} ${styles.texts}`} href={`${policyPrefix}/privacy`}>
              {t('Privacy policy')}
            </a>
          </div>
        </div>
      ) : null}
      <button className={styles.submit} type="submit" disabled={!ready || busy}>
        {busy ? t('Sending…') : form.ctaText || t('Submit')}
      </button>
    </form>
  );
}

// The server snapshot (false) is used while hydrating, then the browser's (true).
const noSubscription = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

function withError(errors: Record<string, string>, key: string, message: string | null) {
  const { [key]: _dropped, ...rest } = errors;
  return message ? { ...rest, [key]: message } : rest;
}

const trimmed = (value: FieldValue): FieldValue => (typeof value === 'string' ? value.trim() : value);
