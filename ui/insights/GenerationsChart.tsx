import { Stack, Text } from 'braid-design-system';

import type { GenerationView } from '../../model/insights/views';
import { useTranslations } from '../i18n';

import { formatPercent } from './format';
import * as styles from './insights.css';
import translations from './insights.vocab';

/** The chart skips the first 14 drivers, numbering from 15 (spec §9). */
export const CHART_FROM = 15;

/**
 * A generation's drivers from the 15th on (spec §2 generations chart): a real table (rank, driver, percent)
 * whose percent cells carry the bars, and the footnote only when the generation's happiness is above 0.
 */
export function GenerationsChart({ generation }: { generation: GenerationView }) {
  const { t } = useTranslations(translations);
  const drivers = generation.drivers.slice(CHART_FROM - 1);
  if (drivers.length === 0) return null;
  return (
    <Stack space="small">
      {/* Focusable, so a keyboard can scroll the table sideways on a phone. */}
      <div
        className={styles.scroll}
        role="region"
        aria-label={t('What matters least to {generation}', { generation: generation.title })}
        tabIndex={0}
      >
        <table className={styles.table} data-insights="generationsChart">
          <caption className={styles.caption}>
            {t('What matters least to {generation}', { generation: generation.title })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('Rank')}</th>
              <th scope="col">{t('Driver')}</th>
              <th scope="col" className={styles.chartBarCell}>
                {t('Percent')}
              </th>
            </tr>
          </thead>
          <tbody>
            {drivers.map((driver, i) => (
              <tr key={driver.driver}>
                <td>{CHART_FROM + i}</td>
                <th scope="row">{driver.driver}</th>
                <td className={styles.chartBarCell}>
                  <span>{formatPercent(driver.value)}</span>
                  <span className={styles.barTrack} style={{ display: 'block' }} aria-hidden="true">
                    <span
                      className={styles.bar}
                      style={{ display: 'block', width: `${Math.max(0, Math.min(100, driver.value))}%` }}
                    />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {generation.happiness > 0 ? (
        <Text size="small" tone="secondary">
          {t('* somewhat / extremely happy at work overall')}
        </Text>
      ) : null}
    </Stack>
  );
}
