import { useEffect, useRef } from 'react';

import * as styles from './CmsForm.css';
import { loadRecaptcha } from './recaptcha';
import { offlineRobotToken } from './robot-check';
import { useFormTexts } from './texts';

export interface RobotCheckProps {
  id: string;
  /** Google's site key; null: the offline tick box (no key configured: local runs and tests). */
  siteKey: string | null;
  /** The token, null until solved (or after it expired or was used). */
  token: string | null;
  onToken: (token: string | null) => void;
  /** The message of a missing or refused check (spec §8), or null. */
  error: string | null;
  disabled: boolean;
  /** Changes each time a token is used up, so Google's widget asks again. */
  round: number;
  /** The page language, for Google's widget. */
  language: string;
}

/** The robot check of spec §5: Google's reCAPTCHA widget when a site key is configured, else a tick box. */
export function RobotCheck(props: RobotCheckProps) {
  const { id, error } = props;
  return (
    <div className={styles.field}>
      {props.siteKey ? <GoogleWidget {...props} siteKey={props.siteKey} /> : <OfflineBox {...props} />}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function OfflineBox({ id, token, onToken, error, disabled }: RobotCheckProps) {
  const { t } = useFormTexts();
  return (
    <label className={styles.choice} htmlFor={id}>
      <input
        id={id}
        className={styles.box}
        type="checkbox"
        checked={token !== null}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onToken(event.target.checked ? offlineRobotToken() : null)}
      />
      <span>{t("I'm not a robot")}</span>
    </label>
  );
}

function GoogleWidget({ id, siteKey, onToken, round, language }: RobotCheckProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ id: number; reset: () => void } | null>(null);
  const latest = useRef(onToken);
  useEffect(() => {
    latest.current = onToken;
  });

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha(language)
      .then((api) => {
        if (cancelled || !container.current || widget.current) return;
        const widgetId = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => latest.current(token),
          'expired-callback': () => latest.current(null),
          'error-callback': () => latest.current(null),
        });
        widget.current = { id: widgetId, reset: () => api.reset(widgetId) };
      })
      .catch(() => latest.current(null));
    return () => {
      cancelled = true;
    };
  }, [language, siteKey]);

  useEffect(() => {
    if (round > 0) widget.current?.reset();
  }, [round]);

  // Google's widget brings its own focusable box; the container is where the form sends focus on an error.
  return <div id={id} ref={container} tabIndex={-1} className={styles.recaptcha} />;
}
