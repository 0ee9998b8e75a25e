import { useState } from 'react';

import * as styles from '../../insights/insights.css';

export interface RevealAllProps {
  /** The button's text (spec §2: 'Show all 17 factors'). */
  label: string;
  /** The id of the server-rendered rest of the list; it starts hidden. */
  controls: string;
}

/**
 * Reveals the rest of a server-rendered list once, with no way back (spec §2 happiness summary, §4): the
 * button goes and focus moves to the first revealed item, so a keyboard user reads on from there.
 */
export function RevealAll({ label, controls }: RevealAllProps) {
  const [done, setDone] = useState(false);
  if (done) return null;
  const reveal = () => {
    const rest = document.getElementById(controls);
    if (rest) {
      rest.hidden = false;
      rest.focus();
    }
    setDone(true);
  };
  return (
    <button type="button" className={styles.revealButton} aria-controls={controls} onClick={reveal}>
      {label}
    </button>
  );
}
