import { setErrorLine, setInvalid } from './error-line';
import { offlineRobotToken } from './robot-check';

interface RobotFieldOptions {
  /** The robot check's element id: the offline tick box, or the box Google's widget goes in. */
  id: string;
  /** Its message when the form is sent without it. */
  message: string;
  /** Whether the form needs the check (spec §5); a form that does not has no box and no token. */
  needed: boolean;
  recaptchaSiteKey: string | undefined;
  /** The page language, Google's widget speaks it. */
  language: string;
}

/**
 * The robot check on the server markup (spec §5): a tick box offline, or Google's widget when a site key is
 * configured (its script loaded only then). It holds the token, and its message when the form is sent without.
 */
export function robotField({ id, message, needed, recaptchaSiteKey, language }: RobotFieldOptions) {
  let token: string | null = null;
  let error = false;
  let resetWidget: () => void = () => {};
  const box = () => document.getElementById(id);

  const showError = (show: boolean) => {
    error = show;
    const target = box();
    const container =
      target?.tagName === 'INPUT' ? target.closest('label')?.parentElement : target?.parentElement;
    setErrorLine(container ?? null, `${id}-error`, show ? message : null);
    if (target?.tagName === 'INPUT') setInvalid(target, `${id}-error`, show);
  };
  const setToken = (next: string | null) => {
    token = next;
    if (next) showError(false);
  };

  const target = needed ? box() : null;
  if (target instanceof HTMLInputElement) {
    target.addEventListener('change', () => setToken(target.checked ? offlineRobotToken() : null));
  } else if (target && recaptchaSiteKey) {
    void import('./recaptcha')
      .then(({ loadRecaptcha }) => loadRecaptcha(language))
      .then((api) => {
        const widget = api.render(target, {
          sitekey: recaptchaSiteKey,
          callback: (next) => setToken(next),
          'expired-callback': () => setToken(null),
          'error-callback': () => setToken(null),
        });
        resetWidget = () => api.reset(widget);
      })
      .catch(() => setToken(null));
  }

  return {
    /** The token to send, once the check is passed. */
    token: () => token,
    /** Whether its message shows. */
    failed: () => error,
    /** Checks it before sending: its message shows when the form needs it and it is not passed. */
    check: () => showError(needed && !token),
    /** Shows the message when the Worker refused the token, or hides it. */
    showError,
    /** A token is good for one verification: whatever the answer, the next send needs a new one. */
    used: () => {
      token = null;
      const current = box();
      if (current instanceof HTMLInputElement) current.checked = false;
      resetWidget();
    },
    focus: () => box()?.focus(),
  };
}
