import type { FormIslandProps } from '../../../model/form';
import { FORM_SLUG_FIELD, needsRobotCheck } from '../../../model/rules/forms';
import type { FormAnswer } from '../../forms/form-answer';
import type { FormTexts } from '../../forms/form-texts';
import { useIslandId } from '../../islands/island-id';

import * as styles from './CmsForm.css';
import { Field } from './Field';
import { controlId, textFormatter } from './format';
import { Confirmation, ConsentTexts, FormAlert, SubmitButton } from './FormParts';
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
  if (answer?.status === 'sent') return <Confirmation form={form} id={prefix} t={t} />;
  const columns = String(form.columns) as '1' | '2' | '3';
  const robot = needsRobotCheck(form.kind);
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
        <ConsentTexts texts={[form.consentText, form.disclaimerText]} language={language} t={t} />
      ) : null}
      <SubmitButton
        text={form.ctaText || t('Submit')}
        waitsForScript={robot}
        noteId={`${prefix}-needs-script`}
        t={t}
      />
    </form>
  );
}
