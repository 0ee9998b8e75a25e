import type { ReactNode } from 'react';

import * as styles from './DataLabFilters.css';

interface OptionChecksProps {
  id: string;
  name: 'primaryDriverOptions' | 'secondaryDriverOptions';
  legend: string;
  hint: string;
  options: { name: string; label: string }[];
  chosen: string[];
  disabled: boolean;
  error: ReactNode;
  describedBy: string | undefined;
  onChange: (name: string, checked: boolean) => void;
}

/** A driver's options as a group of check boxes: keyboard-native, and sent by a form without script too. */
export function OptionChecks(props: OptionChecksProps) {
  const { id, name, legend, hint, options, chosen, disabled, error, describedBy, onChange } = props;
  return (
    <fieldset
      className={styles.field}
      disabled={disabled}
      aria-describedby={[`${id}-hint`, describedBy].filter(Boolean).join(' ')}
    >
      <legend className={styles.label}>{legend}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {options.length > 0 && !disabled ? (
        <div className={styles.checks}>
          {options.map((option, i) => (
            <label key={option.name} className={styles.check} htmlFor={`${id}-${i}`}>
              <input
                id={`${id}-${i}`}
                className={styles.box}
                type="checkbox"
                name={name}
                value={option.name}
                checked={chosen.includes(option.name)}
                onChange={(event) => onChange(option.name, event.target.checked)}
              />
              {option.label}
            </label>
          ))}
        </div>
      ) : null}
      {error}
    </fieldset>
  );
}
