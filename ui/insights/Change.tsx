import { useTranslations } from '../i18n';

import { formatPercent } from './format';
import * as styles from './insights.css';
import translations from './insights.vocab';

/**
 * A percent change with its marker (spec §2): positive ▲ in the positive tone, zero or negative ▼ in the
 * critical tone. `indicator: false` (job growth) shows no marker for zero or missing growth (spec §5).
 */
export function Change({ value, zeroMarker = true }: { value: number | null; zeroMarker?: boolean }) {
  const { t } = useTranslations(translations);
  if (value === null) return null;
  const up = value > 0;
  if (!up && value === 0 && !zeroMarker) return <span>{formatPercent(value)}</span>;
  return (
    <span className={`${styles.change} ${up ? styles.positive : styles.notPositive}`}>
      <span className={styles.marker} aria-hidden="true">
        {up ? '▲' : '▼'}
      </span>
      <span className={styles.visuallyHidden}>{up ? t('Increase') : t('No increase')} </span>
      {formatPercent(value)}
    </span>
  );
}
