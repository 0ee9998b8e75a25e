import type { FormIslandProps } from '../../../model/form';
import { element } from '../../islands/dom';

import * as styles from './CmsForm.css';
import { confirmationLines, type FormT } from './format';

/** Why sending failed: the rate limit, or anything else ('Something Wrong', spec §8). */
export type SendFailure = 'failed' | 'limited';

/** 'Something Wrong' or the rate limit's message, shown above the form (CmsForm.tsx's alert). */
function failureAlert(status: SendFailure, t: FormT): HTMLElement {
  const alert =
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
  return alert;
}

/** The confirmation that replaces a sent form (spec §4), with the report's link after a download lead form. */
export function confirmation(form: FormIslandProps, t: FormT): HTMLElement {
  const done = element(
    'div',
    styles.success,
    ...confirmationLines(form, t).map((line) => element('p', styles.successText, line)),
  );
  if (form.document) {
    const link = element('a', styles.link, t('Download the report'));
    link.href = form.document.url;
    link.download = form.document.fileName;
    done.appendChild(element('p', styles.successText, link));
  }
  done.setAttribute('role', 'status');
  done.tabIndex = -1;
  return done;
}

/**
 * The form's sending state on its markup: busy while it is sent (controls and button disabled, the button says
 * so), and the failure's alert above it. `idle` is the button's own text.
 */
export function formStatus(root: HTMLFormElement, button: HTMLButtonElement, idle: string, t: FormT) {
  let busy = false;
  let alert: HTMLElement | null = root.querySelector(':scope > [role="alert"]');
  return {
    busy: () => busy,
    setBusy: (next: boolean) => {
      busy = next;
      if (next) root.setAttribute('aria-busy', 'true');
      else root.removeAttribute('aria-busy');
      for (const control of root.querySelectorAll<HTMLInputElement>('input, select, textarea')) {
        control.disabled = next;
      }
      button.disabled = next;
      button.textContent = next ? t('Sending…') : idle;
    },
    /** 'Something Wrong' or the rate limit's message above the form, or neither. */
    showAlert: (status: SendFailure | null) => {
      alert?.remove();
      alert = status ? failureAlert(status, t) : null;
      if (alert) root.insertBefore(alert, root.firstChild);
    },
  };
}
