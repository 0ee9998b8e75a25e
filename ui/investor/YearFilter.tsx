import { useId } from 'react';

import type { ListPosition } from '../../model/blocks/document-list';
import { useTranslations } from '../i18n';

import * as styles from './investor.css';
import translations from './investor.vocab';

/**
 * A year filter that reloads the page (spec §2 investor pages): a GET form to the page's first page with
 * `?year=` (blank = all years), so it works without JavaScript.
 */
export function YearFilter({ years, position }: { years: readonly number[]; position: ListPosition }) {
  const { t } = useTranslations(translations);
  const id = useId();
  return (
    <form method="get" action={position.path} className={styles.filter}>
      <label className={styles.label} htmlFor={id}>
        {t('Year')}
      </label>
      <select
        id={id}
        name="year"
        className={styles.select}
        defaultValue={position.year > 0 ? position.year : ''}
      >
        <option value="">{t('All')}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.apply}>
        {t('Show')}
      </button>
    </form>
  );
}

/** The query a list's page links keep: its year, when one is chosen. */
export const yearQuery = (position: ListPosition) =>
  position.year > 0 ? `year=${position.year}` : undefined;
