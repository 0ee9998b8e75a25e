import type { FormIslandProps } from '../../../model/form';

import * as styles from './CmsForm.css';
import { confirmationLines, paragraphs, type FormT } from './format';

/** The confirmation in place of a sent form (spec §4), with the report's link after a download lead form. */
export function Confirmation({ form, id, t }: { form: FormIslandProps; id: string; t: FormT }) {
  return (
    <div className={styles.success} role="status" id={id}>
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

/** The form's consent and disclaimer texts (CMS plain text, a paragraph a line) and the policy links. */
export function ConsentTexts({
  texts,
  language,
  t,
}: {
  texts: (string | null)[];
  language: string;
  t: FormT;
}) {
  const policyPrefix = language === 'th' || language === 'id' ? `/${language}` : '';
  return (
    <div className={styles.field}>
      {texts.flatMap((text) =>
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
  );
}

interface SubmitButtonProps {
  text: string;
  /** Whether the form needs the script to be sent (the robot check): the button waits and says so. */
  waitsForScript: boolean;
  /** The id of the note that says so. */
  noteId: string;
  t: FormT;
}

/** The submit button; a robot-checked form's waits for the script, with a note saying why. */
export function SubmitButton({ text, waitsForScript, noteId, t }: SubmitButtonProps) {
  return waitsForScript ? (
    // The robot check needs the script: until it runs the button waits and says why (enhance.ts then hides
    // the note), so a reader whose scripts never run or never arrive knows what the form needs.
    <div className={styles.actions}>
      <button className={styles.submit} type="submit" disabled aria-describedby={noteId}>
        {text}
      </button>
      <p id={noteId} className={styles.scriptNote}>
        {t('Turn on JavaScript to send this form')}
      </p>
    </div>
  ) : (
    <button className={styles.submit} type="submit">
      {text}
    </button>
  );
}

/** 'Something Wrong' or the rate limit's message above the form (enhance.ts shows the same one). */
export function FormAlert({ status, t }: { status: 'limited' | 'failed'; t: FormT }) {
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
