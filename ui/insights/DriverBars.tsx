import type { DriverView } from '../../model/insights/views';

import { formatPercent } from './format';
import * as styles from './insights.css';

/**
 * Ranked drivers as a numbered list with bars whose width is the value in percent (spec §2); the first
 * `strong` get a larger label and a stronger bar. `start` numbers the first item.
 */
export function DriverBars({
  drivers,
  start = 1,
  strong = 0,
  focusable,
}: {
  drivers: DriverView[];
  start?: number;
  strong?: number;
  /** Focus may be moved to the list (a revealed rest: RevealAll). */
  focusable?: boolean;
}) {
  return (
    <ol className={styles.driverList} start={start} tabIndex={focusable ? -1 : undefined}>
      {drivers.map((driver, i) => {
        const top = start + i <= strong;
        return (
          <li key={driver.driver} className={`${styles.driver} ${top ? styles.topDriver : ''}`}>
            <span>{start + i}</span>
            <span>{driver.driver}</span>
            <span>{formatPercent(driver.value)}</span>
            <span className={styles.barTrack} aria-hidden="true">
              <span
                className={`${styles.bar} ${top ? styles.strongBar : ''}`}
                style={{ display: 'block', width: `${Math.max(0, Math.min(100, driver.value))}%` }}
              />
            </span>
          </li>
        );
      })}
    </ol>
  );
}
