import type { FormFieldView } from '../../../model/form-field';
import {
  checkField,
  emptyValue,
  isSupported,
  needsRobotCheck,
  type FieldValue,
} from '../../../model/rules/forms';
import { formSubmittedEvent, pushToDataLayer } from '../../analytics';
import { errorText, type ErrorKey } from '../../forms/messages';
import { element } from '../../islands/dom';
import type { EnhanceIsland } from '../../islands/plain-island';

import type { CmsFormProps } from './CmsForm';
import * as styles from './CmsForm.css';
import { confirmationLines, controlId, focusId, textFormatter } from './format';
import { offlineRobotToken } from './robot-check';
import { submitForm } from './submit';

/** A new idempotency key: one per form fill, so a resend after a failure is one submission (worker/forms). */
function fillKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The error line under a control (CmsForm's ErrorText): shown, changed or removed. */
function setErrorLine(container: Element | null, id: string, message: string | null): void {
  const line = document.getElementById(id);
  if (!message) return void line?.remove();
  if (line) line.textContent = message;
  else container?.appendChild(Object.assign(element('p', styles.error, message), { id }));
}

function setInvalid(target: Element | null, errorId: string, invalid: boolean): void {
  if (invalid) {
    target?.setAttribute('aria-invalid', 'true');
    target?.setAttribute('aria-describedby', errorId);
  } else {
    target?.removeAttribute('aria-invalid');
    target?.removeAttribute('aria-describedby');
  }
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
  const idOf = (field: FormFieldView) => controlId(prefix, field);
  const robot = needsRobotCheck(form.kind);
  const robotId = `${prefix}-robot`;
  const robotMessage =
    form.kind === 'lead' ? t('recaptcha verify') : t('Please verify that you are not a robot');
  const fields = form.fields.filter(isSupported);
  const errors = new Map<string, string>();
  let robotToken: string | null = null;
  let robotError = false;
  let submitting = false;
  let resetWidget: () => void = () => {};
  const idempotencyKey = fillKey();

  const format = (key: ErrorKey, value: string) =>
    key === 'Max checked item {value}' ? t(key, { value }) : t(key);
  const controls = (field: FormFieldView) =>
    [...root.querySelectorAll<HTMLInputElement>('input, select, textarea')].filter(
      (control) => control.name === field.key,
    );
  const valueOf = (field: FormFieldView): FieldValue => {
    const [control] = controls(field);
    if (!control) return emptyValue(field);
    if (field.kind === 'checkbox') return control.checked;
    if (field.kind === 'checkboxGroup')
      return controls(field).flatMap((box) => (box.checked ? [box.value] : []));
    return control.value;
  };
  const messageOf = (field: FormFieldView) => {
    const error = checkField(field, valueOf(field));
    return error ? errorText(error, format) : null;
  };

  /** Shows `message` (or none) on a field: the line under it and its control's (or fieldset's) aria. */
  const showError = (field: FormFieldView, message: string | null) => {
    if (message) errors.set(field.key, message);
    else errors.delete(field.key);
    const id = idOf(field);
    const control = document.getElementById(focusId(field, id));
    const errorId = `${id}-error`;
    const group = field.kind === 'checkboxGroup' ? (control?.closest('fieldset') ?? null) : null;
    const container =
      group ??
      (field.kind === 'checkbox' ? control?.closest('label')?.parentElement : control?.parentElement);
    setErrorLine(container ?? null, errorId, message);
    setInvalid(group ?? control, errorId, message !== null);
  };

  // A page answering a post sent without script shows its messages already: they follow their values too.
  for (const field of fields) {
    const line = document.getElementById(`${idOf(field)}-error`);
    if (line?.textContent) errors.set(field.key, line.textContent);
  }

  const robotBox = () => document.getElementById(robotId);
  const showRobotError = (show: boolean) => {
    robotError = show;
    const box = robotBox();
    const container = box?.tagName === 'INPUT' ? box.closest('label')?.parentElement : box?.parentElement;
    setErrorLine(container ?? null, `${robotId}-error`, show ? robotMessage : null);
    if (box?.tagName === 'INPUT') setInvalid(box, `${robotId}-error`, show);
  };
  const setRobotToken = (token: string | null) => {
    robotToken = token;
    if (token) showRobotError(false);
  };
  /** A token is good for one verification: whatever the answer, the next send needs a new one. */
  const usedRobotToken = () => {
    robotToken = null;
    const box = robotBox();
    if (box instanceof HTMLInputElement) box.checked = false;
    resetWidget();
  };

  for (const field of fields) {
    const id = idOf(field);
    const target =
      field.kind === 'checkboxGroup'
        ? document.getElementById(focusId(field, id))?.closest('fieldset')
        : document.getElementById(id);
    target?.addEventListener('focusout', (event) => {
      const next = (event as FocusEvent).relatedTarget as Node | null;
      if (field.kind === 'checkboxGroup' && target.contains(next)) return;
      showError(field, messageOf(field));
    });
    const follow = () => {
      if (errors.has(field.key)) showError(field, messageOf(field));
    };
    target?.addEventListener('input', follow);
    target?.addEventListener('change', follow);
  }

  if (robot) {
    const box = robotBox();
    if (box instanceof HTMLInputElement) {
      box.addEventListener('change', () => setRobotToken(box.checked ? offlineRobotToken() : null));
    } else if (box && recaptchaSiteKey) {
      void import('./recaptcha')
        .then(({ loadRecaptcha }) => loadRecaptcha(language))
        .then((api) => {
          const widget = api.render(box, {
            sitekey: recaptchaSiteKey,
            callback: (token) => setRobotToken(token),
            'expired-callback': () => setRobotToken(null),
            'error-callback': () => setRobotToken(null),
          });
          resetWidget = () => api.reset(widget);
        })
        .catch(() => setRobotToken(null));
    }
  }

  const focusFirstError = () => {
    const first = form.fields.find((field) => errors.has(field.key));
    if (first) document.getElementById(focusId(first, idOf(first)))?.focus();
    else if (robotError) robotBox()?.focus();
  };

  /** 'Something Wrong' or the rate limit's message above the form, or neither. */
  let alert: HTMLElement | null = root.querySelector(':scope > [role="alert"]');
  const showAlert = (status: 'failed' | 'limited' | null) => {
    alert?.remove();
    alert = null;
    if (!status) return;
    alert =
      status === 'limited'
        ? element(
            'div',
            styles.alert,
            element(
              'p',
              styles.texts,
              t('You have sent this form several times in a minute. Please wait a minute and try again.'),
            ),
          )
        : element(
            'div',
            styles.alert,
            element('p', styles.alertTitle, t('Something Wrong')),
            element('p', styles.texts, t('Your details were not sent. Please try again.')),
          );
    alert.setAttribute('role', 'alert');
    root.insertBefore(alert, root.firstChild);
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

  const showSent = () => {
    const done = element(
      'div',
      styles.success,
      ...confirmationLines(form, t).map((line) => element('p', styles.successText, line)),
    );
    if (form.document) {
      // Spec §4: a download lead form's confirmation links its report.
      const link = element('a', styles.link, t('Download the report'));
      link.href = form.document.url;
      link.download = form.document.fileName;
      done.appendChild(element('p', styles.successText, link));
    }
    done.setAttribute('role', 'status');
    done.tabIndex = -1;
    root.replaceWith(done);
    done.focus();
  };

  root.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submitting) return;
    void send();
  });

  async function send() {
    for (const field of form.fields) {
      if (isSupported(field)) showError(field, messageOf(field));
    }
    showRobotError(robot && !robotToken);
    if (errors.size > 0 || robotError) return focusFirstError();
    showAlert(null);
    setBusy(true);
    const values = Object.fromEntries(
      fields.map((field) => {
        const value = valueOf(field);
        return [field.key, typeof value === 'string' ? value.trim() : value];
      }),
    );
    const result = await submitForm(form.slug, {
      values,
      language,
      sourcePage: window.location.pathname,
      idempotencyKey,
      ...(robot && robotToken ? { recaptcha: robotToken } : {}),
    });
    if (result.status === 'sent') {
      // The form's type, never the answers (ui/analytics/README.md).
      pushToDataLayer(formSubmittedEvent(form));
      return showSent();
    }
    setBusy(false);
    usedRobotToken();
    if (result.status === 'invalid' || result.status === 'robot') {
      const refused = result.status === 'invalid' ? result.fields : {};
      for (const field of fields) showError(field, refused[field.key] ?? null);
      showRobotError(result.status === 'robot');
      return focusFirstError();
    }
    // Spec §8 shows 'Something Wrong'; the answers stay: sending again is one press.
    showAlert(result.status === 'limited' ? 'limited' : 'failed');
  }

  // A robot-checked form's button waited for this script, and said so until now: the note is hidden, its room
  // kept (CmsForm.css.ts scriptNote), so nothing moves.
  const scriptNote = button.getAttribute('aria-describedby');
  if (scriptNote) {
    document.getElementById(scriptNote)?.setAttribute('aria-hidden', 'true');
    button.removeAttribute('aria-describedby');
  }
  button.disabled = false;
};
