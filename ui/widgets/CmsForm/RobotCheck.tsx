import * as styles from './CmsForm.css';
import type { FormT } from './format';

export interface RobotCheckProps {
  id: string;
  /** Google's site key; null: the offline tick box (no key configured: local runs and tests). */
  siteKey: string | null;
  t: FormT;
  /** The robot check's message in a page answering a post. */
  error?: string;
}

/**
 * The robot check of spec §5 as the server renders it: the container Google's reCAPTCHA widget is drawn in
 * when a site key is configured (enhance.ts loads it; the form sends focus there on an error), else a tick box.
 */
export function RobotCheck({ id, siteKey, t, error }: RobotCheckProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      {siteKey ? (
        <div id={id} tabIndex={-1} className={styles.recaptcha} />
      ) : (
        <label className={styles.choice} htmlFor={id}>
          <input
            id={id}
            className={styles.box}
            type="checkbox"
            {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
          />
          <span>{t("I'm not a robot")}</span>
        </label>
      )}
      {error ? (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
