import type { InsightsCountry } from '../../model/insights/dataset';
import type { SalaryRowView } from '../../model/insights/views';
import { useTranslations } from '../i18n';

import { Change } from './Change';
import { formatSalary } from './format';
import * as styles from './insights.css';
import translations from './insights.vocab';

export interface SalaryTableProps {
  country: InsightsCountry;
  caption: string;
  rows: SalaryRowView[];
  /** 'Role Type' heads the all-industries table, 'Role' an industry's (spec §2). */
  roleHeader: 'Role' | 'Role Type';
}

/** Rank (1-based position), Industry, Role, Average salary and Salary Growth (spec §2 salary explorer). */
export function SalaryTable({ country, caption, rows, roleHeader }: SalaryTableProps) {
  const { t } = useTranslations(translations);
  return (
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Rank')}</th>
            <th scope="col">{t('Industry')}</th>
            <th scope="col">{roleHeader === 'Role' ? t('Role') : t('Role Type')}</th>
            <th scope="col" className={styles.numeric}>
              {t('Average salary')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('Salary Growth')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.roleTitle}:${i}`}>
              <td>{i + 1}</td>
              <td>{row.industryTitle}</td>
              <th scope="row">{row.roleTitle}</th>
              <td className={styles.numeric}>{formatSalary(country, row.avgSalary)}</td>
              <td className={styles.numeric}>
                <Change value={row.salaryGrowth} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
