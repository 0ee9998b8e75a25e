import { isSupported, needsRobotCheck } from '../../../model/rules/forms';
import { formSubmittedEvent, pushToDataLayer } from '../../analytics';
import type { EnhanceIsland } from '../../islands/plain-island';

import type { CmsFormProps } from './CmsForm';
import { fieldErrors } from './field-errors';
import { confirmation, formStatus } from './form-states';
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

  const focusFirstError = () => {
    const first = fields.firstInvalid();
    if (first) first.focus();
    else if (robot.failed()) robot.focus();
  };

  const status = formStatus(root, button, form.ctaText || t('Submit'), t);

  const send = async () => {
    fields.checkAll();
    robot.check();
    if (fields.any() || robot.failed()) return focusFirstError();
    status.showAlert(null);
    status.setBusy(true);
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
    status.setBusy(false);
    robot.used();
    if (result.status === 'invalid' || result.status === 'robot') {
      fields.showRefused(result.status === 'invalid' ? result.fields : {});
      robot.showError(result.status === 'robot');
      return focusFirstError();
    }
    // Spec §8 shows 'Something Wrong'; the answers stay: sending again is one press.
    status.showAlert(result.status);
  };

  root.addEventListener('submit', (event) => {
    event.preventDefault();
    if (status.busy()) return;
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
