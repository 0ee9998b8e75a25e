import type { FormIslandProps } from '../../../model/form';
import type { FormTexts } from '../../forms/form-texts';
import { needsRobotCheck } from '../../forms/rules';
import { useIslandId } from '../../islands/island-id';

import * as styles from './CmsForm.css';
import { Field } from './Field';
import { controlId, textFormatter } from './format';
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
}

const paragraphs = (text: string) => text.split(/\n+/).filter((line) => line.trim());

/**
 * A CMS form (spec §3 Form) as the server renders it: its fields by kind, the robot check where spec §5 asks
 * for one, the consent texts and the submit button, disabled until the browser's script runs (a submit before
 * would leave the page). In the browser no React runs it: its plain script (enhance.ts) checks the fields on
 * blur and on submit with the rules of spec §5, sends the form through the Worker, and shows the states of
 * spec §4 (the confirmation replacing the form, or 'Something Wrong' above it with the answers kept).
 */
export function CmsForm({ form, recaptchaSiteKey, texts, language }: CmsFormProps) {
  const t = textFormatter(texts);
  const prefix = useIslandId('form');
  if (form.fields.length === 0) {
    return <p className={styles.note}>{t("If you're seeing this, the form might not be published")}</p>;
  }
  const columns = String(form.columns) as '1' | '2' | '3';
  const policyPrefix = language === 'th' || language === 'id' ? `/${language}` : '';
  return (
    <form className={styles.form} noValidate>
      <p className={styles.note}>{t('Fields marked * are required')}</p>
      <div className={`${styles.grid} ${styles.columns[columns]}`}>
        {form.fields.map((field) => {
          const span = String(Math.min(Math.max(field.rowSpan ?? 1, 1), form.columns)) as '1' | '2' | '3';
          const wide = field.kind === 'textarea' || field.kind === 'checkboxGroup';
          return (
            <div key={field.id} className={styles.span[wide ? columns : span]}>
              <Field field={field} id={controlId(prefix, field)} t={t} />
            </div>
          );
        })}
      </div>
      {needsRobotCheck(form.kind) ? (
        <RobotCheck id={`${prefix}-robot`} siteKey={recaptchaSiteKey ?? null} t={t} />
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
      <button className={styles.submit} type="submit" disabled>
        {form.ctaText || t('Submit')}
      </button>
    </form>
  );
}
