import type { InsightsCountry } from '../../model/insights/dataset';
import type { SalaryRowView } from '../../model/insights/views';
import { useLanguage, useTranslations } from '../i18n';

import * as styles from './insights.css';
import translations from './insights.vocab';
import { rowsHtml, salaryRowsHtml } from './rows-html';

export interface SalaryTableProps {
  country: InsightsCountry;
  caption: string;
  rows: SalaryRowView[];
  /** 'Role Type' heads the all-industries table, 'Role' an industry's (spec §2). */
  roleHeader: 'Role' | 'Role Type';
}

/**
 * Rank (1-based position), Industry, Role, Average salary and Salary Growth (spec §2 salary explorer); the body
 * rows are markup made once per rows and language (rows-html.ts).
 */
export function SalaryTable({ country, caption, rows, roleHeader }: SalaryTableProps) {
  const { t } = useTranslations(translations);
  const { language } = useLanguage();
  const body = rowsHtml(rows, language, () =>
    salaryRowsHtml(country, rows, { increase: t('Increase'), noIncrease: t('No increase') }),
  );
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
        <tbody dangerouslySetInnerHTML={{ __html: body }} />
      </table>
    </div>
  );
}
