/**
 * The insights tables (salary explorer, salary lists, job growth) as HTML text: the markup React renders for
 * them, made once per rows, language and caption. The salary page has ~400 rows behind its dropdowns, and
 * rendering them as elements on every request was most of its render (~13 of 21 ms CPU in workerd, with a
 * formatted message per job-growth link). The rows come from views made once per dataset
 * (worker/insights/tools.ts), so every render with the same data reuses the text; rows-html.test.tsx checks it
 * against the markup of the same rows rendered as React elements.
 */
import type { InsightsCountry } from '../../model/insights/dataset';
import type { JobGrowthRowView, SalaryRowView } from '../../model/insights/views';

import { formatPercent, formatSalary } from './format';
import * as styles from './insights.css';

/** Texts of the rows, in the page's language (insights.vocab). */
export interface ChangeTexts {
  increase: string;
  noIncrease: string;
}

export interface GrowthTexts extends ChangeTexts {
  viewJobs: string;
  /** '{role} jobs (opens in a new tab)'. */
  roleLink: (role: string) => string;
  /** 'View jobs: {role}, {industry} (opens in a new tab)'. */
  jobsLink: (role: string, industry: string) => string;
}

const special = /["&'<>]/g;
const entities: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text or an attribute value escaped as React escapes them. */
export const escapeHtml = (text: string) => text.replace(special, (c) => entities[c] ?? c);

/** A percent change with its marker, as `<Change>` renders it (Change.tsx). */
export function changeHtml(value: number | null, texts: ChangeTexts): string {
  if (value === null) return '';
  const up = value > 0;
  const tone = up ? styles.positive : styles.notPositive;
  return (
    `<span class="${styles.change} ${tone}"><span class="${styles.marker}" aria-hidden="true">${up ? '▲' : '▼'}</span>` +
    `<span class="${styles.visuallyHidden}">${escapeHtml(up ? texts.increase : texts.noIncrease)}<!-- --> </span>` +
    `${escapeHtml(formatPercent(value))}</span>`
  );
}

/** Rank (position), industry, role, average salary, salary growth (spec §2 salary explorer). */
export function salaryRowsHtml(country: InsightsCountry, rows: readonly SalaryRowView[], texts: ChangeTexts) {
  return rows
    .map(
      (row, i) =>
        `<tr><td>${i + 1}</td><td>${escapeHtml(row.industryTitle)}</td><th scope="row">${escapeHtml(row.roleTitle)}</th>` +
        `<td class="${styles.numeric}">${escapeHtml(formatSalary(country, row.avgSalary))}</td>` +
        `<td class="${styles.numeric}">${changeHtml(row.salaryGrowth, texts)}</td></tr>`,
    )
    .join('');
}

/** A link of the job-growth table to the job search, in a new tab (spec §9). */
const jobSearchLink = (href: string, label: string, text: string) =>
  `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer" aria-label="${escapeHtml(label)}">${escapeHtml(text)}</a>`;

/**
 * Rank, industry, role (linked), job ad growth (no marker for zero or none, spec §5), average salary (blank when
 * missing) and 'View jobs' (spec §2 job growth).
 */
export function growthRowsHtml(
  country: InsightsCountry,
  rows: readonly JobGrowthRowView[],
  texts: GrowthTexts,
) {
  return rows
    .map(
      (row, i) =>
        `<tr><td>${i + 1}</td><td>${escapeHtml(row.industryTitle)}</td>` +
        `<th scope="row">${jobSearchLink(row.roleHref, texts.roleLink(row.roleTitle), row.roleTitle)}</th>` +
        `<td class="${styles.numeric}">${changeHtml(row.changeInJobAds || null, texts)}</td>` +
        `<td class="${styles.numeric}">${row.averageSalary === null ? '' : escapeHtml(formatSalary(country, row.averageSalary))}</td>` +
        `<td>${jobSearchLink(row.jobsHref, texts.jobsLink(row.roleTitle, row.industryTitle), texts.viewJobs)}</td></tr>`,
    )
    .join('');
}

/** A column heading of an insights table. */
export interface ColumnHead {
  text: string;
  numeric?: boolean;
}

/** An insights table (the inside of its scroll area): caption, column headings and the body rows' markup. */
export function tableHtml(caption: string, columns: readonly ColumnHead[], rows: string): string {
  const heads = columns
    .map(
      ({ text, numeric }) =>
        `<th scope="col"${numeric ? ` class="${styles.numeric}"` : ''}>${escapeHtml(text)}</th>`,
    )
    .join('');
  return (
    `<table class="${styles.table} ${styles.ranked}"><caption class="${styles.caption}">${escapeHtml(caption)}</caption>` +
    `<thead><tr>${heads}</tr></thead><tbody>${rows}</tbody></table>`
  );
}

/** What was made per rows, by what else it depends on; a dataset's rows go when its views go. */
const made = new WeakMap<readonly object[], Map<string, string>>();

/** The markup of a table of `rows` (`key`: its language, caption…), made by `make` the first time. */
export function keptHtml(rows: readonly object[], key: string, make: () => string): string {
  let byKey = made.get(rows);
  if (!byKey) {
    byKey = new Map();
    made.set(rows, byKey);
  }
  let html = byKey.get(key);
  if (html === undefined) {
    html = make();
    byKey.set(key, html);
  }
  return html;
}
