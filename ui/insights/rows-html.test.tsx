import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import auJson from '../../kv-seed/datasets/insights-au.json';
import nzJson from '../../kv-seed/datasets/insights-nz.json';
// The test builds its views from the seeded datasets with the model's mappers, as the worker does.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { insightsDatasetSchema, type InsightsCountry } from '../../model/insights/dataset';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { jobGrowthView, salaryExplorerView } from '../../model/insights/views';
import type { JobGrowthRowView, SalaryRowView } from '../../model/insights/views';
import { I18nProvider, preloadTranslations, useTranslations, type Language } from '../i18n';

import { formatPercent, formatSalary } from './format';
import * as styles from './insights.css';
import translations from './insights.vocab';
import { JobGrowthTable } from './JobGrowthTable';
import { SalaryTable } from './SalaryTable';

/** The rows as React elements, as the tables rendered them before their markup was kept (the reference). */
function Change({ value }: { value: number | null }) {
  const { t } = useTranslations(translations);
  if (value === null) return null;
  const up = value > 0;
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

function SalaryRows({ country, rows }: { country: InsightsCountry; rows: SalaryRowView[] }) {
  const { t } = useTranslations(translations);
  const body = rows.map((row, i) => (
    <tr key={i}>
      <td>{i + 1}</td>
      <td>{row.industryTitle}</td>
      <th scope="row">{row.roleTitle}</th>
      <td className={styles.numeric}>{formatSalary(country, row.avgSalary)}</td>
      <td className={styles.numeric}>
        <Change value={row.salaryGrowth} />
      </td>
    </tr>
  ));
  return (
    <table className={`${styles.table} ${styles.ranked}`}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Rank')}</th>
          <th scope="col">{t('Industry')}</th>
          <th scope="col">{t('Role')}</th>
          <th scope="col" className={styles.numeric}>
            {t('Average salary')}
          </th>
          <th scope="col" className={styles.numeric}>
            {t('Salary Growth')}
          </th>
        </tr>
      </thead>
      <tbody>{body}</tbody>
    </table>
  );
}

function GrowthRows({ country, rows }: { country: InsightsCountry; rows: JobGrowthRowView[] }) {
  const { t } = useTranslations(translations);
  const growthCaption = `${t('Roles with the most job ad growth')}: ${t('All industries')}`;
  const body = rows.map((row, i) => (
    <tr key={i}>
      <td>{i + 1}</td>
      <td>{row.industryTitle}</td>
      <th scope="row">
        <a
          href={row.roleHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('{role} jobs (opens in a new tab)', { role: row.roleTitle })}
        >
          {row.roleTitle}
        </a>
      </th>
      <td className={styles.numeric}>
        <Change value={row.changeInJobAds || null} />
      </td>
      <td className={styles.numeric}>
        {row.averageSalary === null ? '' : formatSalary(country, row.averageSalary)}
      </td>
      <td>
        <a
          href={row.jobsHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('View jobs: {role}, {industry} (opens in a new tab)', {
            role: row.roleTitle,
            industry: row.industryTitle,
          })}
        >
          {t('View jobs')}
        </a>
      </td>
    </tr>
  ));
  return (
    <table className={`${styles.table} ${styles.ranked}`}>
      <caption className={styles.caption}>{growthCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Rank')}</th>
          <th scope="col">{t('Industry')}</th>
          <th scope="col">{t('Role')}</th>
          <th scope="col" className={styles.numeric}>
            {t('Job ad growth')}
          </th>
          <th scope="col" className={styles.numeric}>
            {t('Average salary')}
          </th>
          <th scope="col">{t('Job Ads')}</th>
        </tr>
      </thead>
      <tbody>{body}</tbody>
    </table>
  );
}

async function html(language: Language, ui: ReactNode) {
  await preloadTranslations(language, [translations]);
  return renderToString(<I18nProvider language={language}>{ui}</I18nProvider>);
}

/** The (one) table in the rendered markup. */
const body = (markup: string) => /<table[\s\S]*?<\/table>/.exec(markup)?.[0] ?? null;

/** Captions with text React escapes. */
const caption = `Salaries & "pay" <all> 'roles'`;

const datasets = { au: v.parse(insightsDatasetSchema, auJson), nz: v.parse(insightsDatasetSchema, nzJson) };

/** Text React escapes, a missing salary, no growth, a fall and a rise. */
const awkward: JobGrowthRowView[] = [
  {
    roleTitle: `Chef & "Cook" <Head's>`,
    industryTitle: 'Hospitality & Tourism',
    roleHref: 'https://www.seek.com.au/chef-&-"cook"-jobs',
    jobsHref: "https://www.seek.com.au/a'b-jobs",
    changeInJobAds: 0,
    averageSalary: null,
  },
  { ...rowBase(), changeInJobAds: -3.25, averageSalary: 0 },
  { ...rowBase(), changeInJobAds: null, averageSalary: 1234567 },
  { ...rowBase(), changeInJobAds: 95.55, averageSalary: 80000 },
];
function rowBase(): JobGrowthRowView {
  return {
    roleTitle: 'Nurse',
    industryTitle: 'Healthcare',
    roleHref: 'https://x.test/n',
    jobsHref: 'https://x.test/j',
    changeInJobAds: 1,
    averageSalary: 1,
  };
}
const awkwardSalaries: SalaryRowView[] = awkward.map((row) => ({
  roleTitle: row.roleTitle,
  industryTitle: row.industryTitle,
  avgSalary: row.averageSalary ?? 0,
  salaryGrowth: row.changeInJobAds ?? 0,
}));

describe('insights tables kept as markup', () => {
  for (const language of ['en', 'th', 'id'] as const) {
    for (const country of ['au', 'nz'] as const) {
      it(`salary tables are what React renders for them (${country}, ${language})`, async () => {
        for (const group of salaryExplorerView(datasets[country]).groups) {
          const kept = await html(
            language,
            <SalaryTable country={country} caption={caption} rows={group.rows} roleHeader="Role" />,
          );
          const reference = await html(language, <SalaryRows country={country} rows={group.rows} />);
          expect(body(kept)).toBe(reference);
        }
      });

      it(`job growth tables are what React renders for them (${country}, ${language})`, async () => {
        const view = jobGrowthView(datasets[country]);
        for (const rows of [view.overall, ...(view.industries ?? []).map((i) => i.rows)]) {
          const kept = await html(
            language,
            <JobGrowthTable view={{ ...view, overall: rows, industries: null }} />,
          );
          const reference = await html(language, <GrowthRows country={country} rows={rows} />);
          expect(body(kept)).toBe(reference);
        }
      });
    }

    it(`escapes text and attributes, blanks a missing salary, marks rises and falls as React does (${language})`, async () => {
      const growth = await html(
        language,
        <JobGrowthTable view={{ kind: 'jobGrowth', country: 'au', overall: awkward, industries: null }} />,
      );
      expect(body(growth)).toBe(await html(language, <GrowthRows country="au" rows={awkward} />));
      expect(growth).toContain('Chef &amp; &quot;Cook&quot; &lt;Head&#x27;s&gt;');
      const salaries = await html(
        language,
        <SalaryTable country="nz" caption={caption} rows={awkwardSalaries} roleHeader="Role" />,
      );
      expect(body(salaries)).toBe(await html(language, <SalaryRows country="nz" rows={awkwardSalaries} />));
    });
  }

  it('makes the markup of the same rows once per language', async () => {
    const rows = [...awkwardSalaries];
    const first = await html('en', <SalaryTable country="au" caption="c" rows={rows} roleHeader="Role" />);
    rows[0] = { ...rows[0]!, roleTitle: 'Changed' };
    const again = await html('en', <SalaryTable country="au" caption="c" rows={rows} roleHeader="Role" />);
    expect(again).toBe(first);
    const thai = await html('th', <SalaryTable country="au" caption="c" rows={rows} roleHeader="Role" />);
    expect(thai).toContain('Changed');
  });
});
