import { useState, type ChangeEvent } from 'react';

import * as styles from '../../insights/insights.css';

export interface IndustrySelectProps {
  /** The visible label, also the placeholder (spec §2: 'Select an industry'). */
  label: string;
  /** The options in order ('All industries' = -1 first), each showing the server-rendered table `panelId`. */
  options: { value: string; label: string; panelId: string }[];
}

/** Shows the panel of `value` and hides the others (they are server-rendered tables outside the island). */
export function showPanel(options: IndustrySelectProps['options'], value: string): void {
  for (const option of options) {
    const panel = document.getElementById(option.panelId);
    if (panel) panel.hidden = option.value !== value;
  }
}

/**
 * The industry dropdown of the salary explorer and the job-growth table (spec §2, §4): choosing an industry
 * shows its table, choosing 'All industries' returns to the first. The tables are the server's HTML, so the
 * island ships only this select.
 */
export function IndustrySelect({ label, options }: IndustrySelectProps) {
  const [value, setValue] = useState(options[0]?.value ?? '');
  const id = `select-${options[0]?.panelId ?? 'industry'}`;
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setValue(event.target.value);
    showPanel(options, event.target.value);
  };
  return (
    <div>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={onChange}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
