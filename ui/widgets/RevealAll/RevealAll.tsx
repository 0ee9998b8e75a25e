import { useRef, useState, type SyntheticEvent } from 'react';

import type { DriverView } from '../../../model/insights/views';
import { DriverBars } from '../../insights/DriverBars';
import * as styles from '../../insights/insights.css';

export interface RevealAllProps {
  /** The disclosure's text (spec §2: 'Show all 17 factors'). */
  label: string;
  /** The rest of the ranked list, numbered from `start`. */
  drivers: DriverView[];
  start: number;
}

/**
 * Reveals the rest of a ranked list once, with no way back (spec §2 happiness summary, §4): a `<details>`, so it
 * opens without script too, whose summary goes once open. With script focus moves to the first revealed
 * item, so a keyboard user reads on from there.
 */
export function RevealAll({ label, drivers, start }: RevealAllProps) {
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || open) return;
    setOpen(true);
    list.current?.querySelector('ol')?.focus();
  };
  return (
    <details className={styles.reveal} onToggle={onToggle} open={open || undefined}>
      <summary className={styles.revealButton}>{label}</summary>
      <div ref={list}>
        <DriverBars drivers={drivers} start={start} focusable />
      </div>
    </details>
  );
}
