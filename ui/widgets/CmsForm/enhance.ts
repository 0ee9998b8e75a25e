import { isSupported, needsRobotCheck } from '../../../model/rules/forms';
import { formSubmittedEvent, pushToDataLayer } from '../../analytics';
import type { EnhanceIsland } from '../../islands/plain-island';

import type { CmsFormProps } from './CmsForm';
import { fieldErrors } from './field-errors';
import { confirmation, failureAlert, type SendFailure } from './form-states';
import { textFormatter } from './format';
import { robotField } from './robot-field';
import { submitForm } from './submit';

/** A new idempotency key: one per form fill, so a resend after a failure is one submission (worker/forms). */
function fillKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A CMS form's behaviour on its server markup (spec §3 Form, §4, §5, §8), with no React: each field is checked
 * when focus leaves it and on submit with the rules of spec §5, and an error follows its value once shown; the
 * robot check (a tick box offline, Google's widget when a site key is configured, its script loaded only
 * then); the form is sent through the Worker, then the confirmation replaces it, or 'Something Wrong' (or the
 * rate limit's message) shows above it with the answers kept. The same markup CmsForm.tsx renders for each state.
 */
export const enhanceCmsForm: EnhanceIsland<CmsFormProps> = (marker, props, islandId) => {
  const { form, recaptchaSiteKey, texts, language } = props;
  const root = marker.querySelector('form');
  const button = root?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!root || !button) return;
  const t = textFormatter(texts);
  // The ids the server gave the controls (useIslandId('form') in CmsForm.tsx).
  const prefix = `${islandId}-form`;
  const fields = fieldErrors(root, form.fields.filter(isSupported), prefix, t);
  const robot = robotField({
    id: `${prefix}-robot`,
    message: form.kind === 'lead' ? t('recaptcha verify') : t('Please verify that you are not a robot'),
    needed: needsRobotCheck(form.kind),
    recaptchaSiteKey,
    language,
  });
  const idempotencyKey = fillKey();
  let submitting = false;

  const focusFirstError = () => {
    const first = fields.firstInvalid();
    if (first) first.focus();
    else if (robot.failed()) robot.focus();
  };

  /** 'Something Wrong' or the rate limit's message above the form, or neither. */
  let alert: HTMLElement | null = root.querySelector(':scope > [role="alert"]');
  const showAlert = (status: SendFailure | null) => {
    alert?.remove();
    alert = status ? failureAlert(status, t) : null;
    if (alert) root.insertBefore(alert, root.firstChild);
  };

  const setBusy = (busy: boolean) => {
    submitting = busy;
    if (busy) root.setAttribute('aria-busy', 'true');
    else root.removeAttribute('aria-busy');
    for (const control of root.querySelectorAll<HTMLInputElement>('input, select, textarea')) {
      control.disabled = busy;
    }
    button.disabled = busy;
    button.textContent = busy ? t('Sending…') : form.ctaText || t('Submit');
  };

  const send = async () => {
    fields.checkAll();
    robot.check();
    if (fields.any() || robot.failed()) return focusFirstError();
    showAlert(null);
    setBusy(true);
    const token = robot.token();
    const result = await submitForm(form.slug, {
      values: fields.values(),
      language,
      sourcePage: window.location.pathname,
      idempotencyKey,
      ...(token ? { recaptcha: token } : {}),
    });
    if (result.status === 'sent') {
      // The form's type, never the answers (ui/analytics/README.md).
      pushToDataLayer(formSubmittedEvent(form));
      const done = confirmation(form, t);
      root.replaceWith(done);
      return done.focus();
    }
    setBusy(false);
    robot.used();
    if (result.status === 'invalid' || result.status === 'robot') {
      fields.showRefused(result.status === 'invalid' ? result.fields : {});
      robot.showError(result.status === 'robot');
      return focusFirstError();
    }
    // Spec §8 shows 'Something Wrong'; the answers stay: sending again is one press.
    showAlert(result.status);
  };

  root.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submitting) return;
    void send();
  });

  // A robot-checked form's button waited for this script, and said so until now: the note is hidden, its room
  // kept (CmsForm.css.ts scriptNote), so nothing moves.
  const scriptNote = button.getAttribute('aria-describedby');
  if (scriptNote) {
    document.getElementById(scriptNote)?.setAttribute('aria-hidden', 'true');
    button.removeAttribute('aria-describedby');
  }
  button.disabled = false;
};
