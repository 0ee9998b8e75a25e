import type { FormIslandProps } from '../../../model/form';
import { FORM_SLUG_FIELD, needsRobotCheck } from '../../../model/rules/forms';
import type { FormAnswer } from '../../forms/form-answer';
import type { FormTexts } from '../../forms/form-texts';
import { useIslandId } from '../../islands/island-id';

import * as styles from './CmsForm.css';
import { Field } from './Field';
import { confirmationLines, controlId, paragraphs, textFormatter } from './format';
import { RobotCheck } from './RobotCheck';

export interface CmsFormProps {
  /** The CMS form's browser part (ui/forms/FormIsland.tsx). */
  form: FormIslandProps;
  /** Google reCAPTCHA's site key, for robot-checked forms where one is configured. */
  recaptchaSiteKey?: string;
  /** forms.vocab in the page language (ui/forms/form-texts.ts): the island ships no message parser. */
  texts: FormTexts;
  /** The page language (en, th, id). */
  language: string;
  /** The Worker's answer when this page answers a post of the form sent without script. */
  answer?: FormAnswer;
}

/**
 * A CMS form (spec §3 Form) as the server renders it: its fields by kind, the robot check where spec §5 asks
 * for one, the consent texts and the submit button. It is a plain `<form method="post">` to its own page, so a
 * subscription form is sent without script too (the Worker answers with the page: worker/forms/page-answer.ts),
 * and that answer shows here (`answer`: the confirmation in place of the form, or the messages with the answers
 * kept). A form that needs the robot check cannot be sent without script: its button waits for the script, and
 * says so until the script runs. In the browser no React runs it: its plain script (enhance.ts) checks the fields
 * on blur and on submit with the rules of spec §5, sends the form through the Worker, and shows the states of
 * spec §4 (the confirmation replacing the form, or 'Something Wrong' above it with the answers kept).
 */
export function CmsForm({ form, recaptchaSiteKey, texts, language, answer }: CmsFormProps) {
  const t = textFormatter(texts);
  const prefix = useIslandId('form');
  if (form.fields.length === 0) {
    return <p className={styles.note}>{t("If you're seeing this, the form might not be published")}</p>;
  }
  if (answer?.status === 'sent') {
    return (
      <div className={styles.success} role="status" id={prefix}>
        {confirmationLines(form, t).map((line) => (
          <p key={line} className={styles.successText}>
            {line}
          </p>
        ))}
        {form.document ? (
          <p className={styles.successText}>
            <a className={styles.link} href={form.document.url} download={form.document.fileName}>
              {t('Download the report')}
            </a>
          </p>
        ) : null}
      </div>
    );
  }
  const columns = String(form.columns) as '1' | '2' | '3';
  const policyPrefix = language === 'th' || language === 'id' ? `/${language}` : '';
  const robot = needsRobotCheck(form.kind);
  const scriptNoteId = `${prefix}-needs-script`;
  return (
    // The action is this page (the fragment brings the reader back to the form in the answer).
    <form className={styles.form} method="post" action={`#${prefix}`} id={prefix} noValidate>
      <input type="hidden" name={FORM_SLUG_FIELD} value={form.slug} />
      {answer?.status === 'limited' || answer?.status === 'failed' ? (
        <FormAlert status={answer.status} t={t} />
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
                id={controlId(prefix, field)}
                t={t}
                value={answer?.values[field.key]}
                error={answer?.fields[field.key]}
              />
            </div>
          );
        })}
      </div>
      {robot ? (
        <RobotCheck
          id={`${prefix}-robot`}
          siteKey={recaptchaSiteKey ?? null}
          t={t}
          error={answer?.fields.recaptcha}
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
      {robot ? (
        // The robot check needs the script: until it runs the button waits and says why (enhance.ts then hides
        // the note), so a reader whose scripts never run or never arrive knows what the form needs.
        <div className={styles.actions}>
          <button className={styles.submit} type="submit" disabled aria-describedby={scriptNoteId}>
            {form.ctaText || t('Submit')}
          </button>
          <p id={scriptNoteId} className={styles.scriptNote}>
            {t('Turn on JavaScript to send this form')}
          </p>
        </div>
      ) : (
        <button className={styles.submit} type="submit">
          {form.ctaText || t('Submit')}
        </button>
      )}
    </form>
  );
}

/** 'Something Wrong' or the rate limit's message above the form (enhance.ts shows the same one). */
export function FormAlert({
  status,
  t,
}: {
  status: 'limited' | 'failed';
  t: ReturnType<typeof textFormatter>;
}) {
  return status === 'limited' ? (
    <div className={styles.alert} role="alert">
      <p className={styles.texts}>
        {t('You have sent this form several times in a minute. Please wait a minute and try again.')}
      </p>
    </div>
  ) : (
    <div className={styles.alert} role="alert">
      <p className={styles.alertTitle}>{t('Something Wrong')}</p>
      <p className={styles.texts}>{t('Your details were not sent. Please try again.')}</p>
    </div>
  );
}
