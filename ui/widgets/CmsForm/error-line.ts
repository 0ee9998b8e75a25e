import { element } from '../../islands/dom';

import * as styles from './CmsForm.css';

/** The error line under a control (CmsForm's ErrorText): shown, changed or removed. */
export function setErrorLine(container: Element | null, id: string, message: string | null): void {
  const line = document.getElementById(id);
  if (!message) return void line?.remove();
  if (line) line.textContent = message;
  else container?.appendChild(Object.assign(element('p', styles.error, message), { id }));
}

/** A control (or fieldset) marked invalid and tied to its error line, or neither. */
export function setInvalid(target: Element | null, errorId: string, invalid: boolean): void {
  if (invalid) {
    target?.setAttribute('aria-invalid', 'true');
    target?.setAttribute('aria-describedby', errorId);
  } else {
    target?.removeAttribute('aria-invalid');
    target?.removeAttribute('aria-describedby');
  }
}
