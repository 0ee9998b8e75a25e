import { element } from '../../islands/dom';

import * as styles from './AccountHeader.css';

/** The round initial before a signed-in reader's name (decoration: the name follows it). */
export function nameInitial(name: string): HTMLSpanElement {
  const initial = element('span', styles.initial, name.charAt(0).toUpperCase());
  initial.setAttribute('aria-hidden', 'true');
  return initial;
}
