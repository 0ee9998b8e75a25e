import { useState, type ChangeEvent } from 'react';

import * as styles from '../../insights/insights.css';

export interface IndustrySelectProps {
  /** The visible label, also the placeholder (spec §2: 'Select an industry'). */
  label: string;
  /** The options in order ('All industries' = -1 first), each showing the server-rendered table `panelId`. */
  options: { value: string; label: string; panelId: string }[];
  /** The option chosen when the page was made (the address's industry, else all industries). */
  selected: string;
  /** The industry is in the page's address (`?industry=`): the select is a GET form's field, kept in step. */
  inAddress: boolean;
}

/** Shows the panel of `value` and hides the others (they are server-rendered tables outside the island). */
export function showPanel(options: IndustrySelectProps['options'], value: string): void {
  for (const option of options) {
    const panel = document.getElementById(option.panelId);
    if (panel) panel.hidden = option.value !== value;
  }
}

/** The page's address with `industry` set to `value` (none for all industries, -1). */
function addressWith(value: string): string {
  const url = new URL(window.location.href);
  if (value === '-1') url.searchParams.delete('industry');
  else url.searchParams.set('industry', value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The industry dropdown of the salary explorer and the job-growth table (spec §2, §4): choosing an industry
 * shows its table, choosing 'All industries' returns to the first. The tables are the server's HTML, so the
 * island ships only this select; where the industry is in the address, the address follows the choice.
 */
export function IndustrySelect({ label, options, selected, inAddress }: IndustrySelectProps) {
  const [value, setValue] = useState(selected);
  const id = `select-${options[0]?.panelId ?? 'industry'}`;
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setValue(event.target.value);
    showPanel(options, event.target.value);
    if (inAddress) window.history.replaceState(window.history.state, '', addressWith(event.target.value));
  };
  return (
    <div className={styles.selectField}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={inAddress ? 'industry' : undefined}
        className={styles.select}
        value={value}
        onChange={onChange}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
