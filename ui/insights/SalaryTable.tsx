import type { InsightsCountry } from '../../model/insights/dataset';
import type { SalaryRowView } from '../../model/insights/views';
import { useLanguage, useTranslations } from '../i18n';

import translations from './insights.vocab';
import { keptHtml, salaryRowsHtml, tableHtml } from './rows-html';
import { TableRegion } from './TableRegion';

export interface SalaryTableProps {
  country: InsightsCountry;
  caption: string;
  rows: SalaryRowView[];
  /** 'Role Type' heads the all-industries table, 'Role' an industry's (spec §2). */
  roleHeader: 'Role' | 'Role Type';
}

/**
 * Rank (1-based position), Industry, Role, Average salary and Salary Growth (spec §2 salary explorer); the table
 * is markup made once per rows, language and caption (rows-html.ts).
 */
export function SalaryTable({ country, caption, rows, roleHeader }: SalaryTableProps) {
  const { t } = useTranslations(translations);
  const { language } = useLanguage();
  const table = keptHtml(rows, `${language} ${roleHeader} ${caption}`, () =>
    tableHtml(
      caption,
      [
        { text: t('Rank') },
        { text: t('Industry') },
        { text: roleHeader === 'Role' ? t('Role') : t('Role Type') },
        { text: t('Average salary'), numeric: true },
        { text: t('Salary Growth'), numeric: true },
      ],
      salaryRowsHtml(country, rows, { increase: t('Increase'), noIncrease: t('No increase') }),
    ),
  );
  return <TableRegion caption={caption} html={table} />;
}
