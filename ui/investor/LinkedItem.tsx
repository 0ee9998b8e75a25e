import { HiddenVisually } from 'braid-design-system';

import * as styles from './investor.css';

/**
 * A row of an investor list: the title, a link opening in a new tab when there is a URL (`hint` says so to
 * screen readers), and its details on the right.
 */
export function LinkedItem(props: { title: string; url: string | null; hint: string; details: string }) {
  return (
    <li className={styles.item}>
      {props.url ? (
        <a className={styles.link} href={props.url} target="_blank" rel="noopener noreferrer">
          {props.title}
          <HiddenVisually> {props.hint}</HiddenVisually>
        </a>
      ) : (
        <span className={styles.title}>{props.title}</span>
      )}
      <span className={styles.meta}>{props.details}</span>
    </li>
  );
}
