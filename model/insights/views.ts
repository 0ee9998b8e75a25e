/**
 * What each insights tool shows (spec §2 "Other screens", §4, §5, §9), built from a country's dataset by the
 * Worker and read by the server-rendered widgets in ui/insights/.
 */
import {
  ALL_INDUSTRIES,
  generationKeys,
  type GenerationKey,
  type InsightsCountry,
  type InsightsDataset,
  type TrendRowData,
} from './dataset';
import { jobSearchHref } from './job-search';

export interface IndustryOption {
  id: number;
  title: string;
}

export interface SalaryRowView {
  industryTitle: string;
  roleTitle: string;
  avgSalary: number;
  /** Whole-number percent. */
  salaryGrowth: number;
}

export interface SalaryExplorerView {
  kind: 'salaryExplorer';
  country: InsightsCountry;
  /** The industries of the dropdown, sorted by title ('All industries' comes first in the widget). */
  industries: IndustryOption[];
  /** One table per filter value, all industries (-1) first; rank is the position in `rows`. */
  groups: { industryId: number; rows: SalaryRowView[] }[];
}

export interface JobGrowthRowView {
  roleTitle: string;
  industryTitle: string;
  /** The job search for the role (spec §9), and for the role in its industry ('View jobs'). */
  roleHref: string;
  jobsHref: string;
  /** Percent; null or 0 shows no indicator (spec §5). */
  changeInJobAds: number | null;
  /** Null shows blank (spec §5). */
  averageSalary: number | null;
}

export interface JobGrowthView {
  kind: 'jobGrowth';
  country: InsightsCountry;
  overall: JobGrowthRowView[];
  /** AU only: the per-industry tables behind the dropdown; null for the overall table alone. */
  industries: (IndustryOption & { rows: JobGrowthRowView[] })[] | null;
}

export interface DriverView {
  driver: string;
  /** Percent, also the bar's width. */
  value: number;
}

export interface HappinessSummaryView {
  kind: 'happinessSummary';
  country: InsightsCountry;
  /** 'Australians' or 'New Zealanders'. */
  title: string;
  drivers: DriverView[];
}

export interface GenerationView {
  key: GenerationKey;
  title: string;
  /** Percent happy; at or below 0 means not available (no badge, no footnote). */
  happiness: number;
  drivers: DriverView[];
}

export interface GenerationsView {
  kind: 'generations';
  country: InsightsCountry;
  generations: GenerationView[];
}

export interface GenerationsChartView {
  kind: 'generationsChart';
  country: InsightsCountry;
  generation: GenerationView;
}

export interface SalaryListView {
  kind: 'salaryList';
  variant: 'fastestGrowing' | 'highestPaying';
  country: InsightsCountry;
  rows: (SalaryRowView & { rank: number })[];
  /** The salary-period labels (spec §9), when the data has them. */
  period: { country: string; before: string; after: string } | null;
}

export type InsightsToolView =
  | SalaryExplorerView
  | JobGrowthView
  | HappinessSummaryView
  | GenerationsView
  | GenerationsChartView
  | SalaryListView;

/** Overall job-growth table length, per-industry minimum growth (spec §9). */
export const OVERALL_ROWS = 20;
export const MIN_INDUSTRY_GROWTH = 5;
/** Rows of the salary list embeds. */
export const SALARY_LIST_ROWS = 10;

const byTitle = (a: IndustryOption, b: IndustryOption) => a.title.localeCompare(b.title, 'en');

export function salaryExplorerView(data: InsightsDataset): SalaryExplorerView {
  const titles = new Map(data.industries.map((i) => [i.id, i.title]));
  const groups = data.salary.groups.map((group) => ({
    industryId: group.industryIdFilter,
    rows: group.roles.map(({ industryTitle, roleTitle, avgSalary, salaryGrowth }) => ({
      industryTitle,
      roleTitle,
      avgSalary,
      salaryGrowth,
    })),
  }));
  const industries = groups
    .filter((g) => g.industryId !== ALL_INDUSTRIES && g.rows.length > 0)
    .map((g) => ({ id: g.industryId, title: titles.get(g.industryId) ?? String(g.industryId) }))
    .sort(byTitle);
  const all = groups.filter((g) => g.industryId === ALL_INDUSTRIES);
  return {
    kind: 'salaryExplorer',
    country: data.country,
    industries,
    groups: [...all, ...groups.filter((g) => g.industryId !== ALL_INDUSTRIES)],
  };
}

type CompleteRow = { [K in keyof TrendRowData]: NonNullable<TrendRowData[K]> };

const complete = (row: TrendRowData): row is CompleteRow => Object.values(row).every((x) => x !== null);

function trendRowView(country: InsightsCountry, row: CompleteRow): JobGrowthRowView {
  return {
    roleTitle: row.roleTitle,
    industryTitle: row.industryTitle,
    roleHref: jobSearchHref(country, row.roleTitle),
    jobsHref: jobSearchHref(country, row.roleTitle, row.industryTitle),
    changeInJobAds: row.changeInJobAds,
    averageSalary: row.averageSalary,
  };
}

/**
 * Spec §5: the overall table keeps rows with every field present, the first 20; an industry's table keeps the
 * complete rows that grew at least 5%. AU has the industry tables, NZ the overall table only (spec §2).
 */
export function jobGrowthView(data: InsightsDataset): JobGrowthView {
  const overall = data.jobGrowth.overall
    .filter(complete)
    .slice(0, OVERALL_ROWS)
    .map((row) => trendRowView(data.country, row));
  const industries =
    data.country === 'au'
      ? data.jobGrowth.industries
          .map((industry) => ({
            id: industry.industryId,
            title: industry.industryTitle,
            rows: industry.rows
              .filter(complete)
              .filter((row) => row.changeInJobAds >= MIN_INDUSTRY_GROWTH)
              .map((row) => trendRowView(data.country, row)),
          }))
          .filter((industry) => industry.rows.length > 0)
          .sort(byTitle)
      : null;
  return { kind: 'jobGrowth', country: data.country, overall, industries };
}

export function happinessSummaryView(data: InsightsDataset): HappinessSummaryView {
  const { title, drivers } = data.happiness.summary;
  return { kind: 'happinessSummary', country: data.country, title, drivers };
}

const generationView = (data: InsightsDataset, key: GenerationKey): GenerationView => ({
  key,
  ...data.happiness.generations[key],
});

export function generationsView(data: InsightsDataset): GenerationsView {
  return {
    kind: 'generations',
    country: data.country,
    generations: generationKeys.map((key) => generationView(data, key)),
  };
}

export function generationsChartView(data: InsightsDataset, key: GenerationKey): GenerationsChartView {
  return { kind: 'generationsChart', country: data.country, generation: generationView(data, key) };
}

/** The fastest growing salaries: the all-industries group by growth, highest first. */
export function fastestGrowingView(data: InsightsDataset): SalaryListView {
  const all = data.salary.groups.find((g) => g.industryIdFilter === ALL_INDUSTRIES)?.roles ?? [];
  const rows = [...all]
    .sort((a, b) => b.salaryGrowth - a.salaryGrowth)
    .slice(0, SALARY_LIST_ROWS)
    .map(({ industryTitle, roleTitle, avgSalary, salaryGrowth }, i) => ({
      rank: i + 1,
      industryTitle,
      roleTitle,
      avgSalary,
      salaryGrowth,
    }));
  return { kind: 'salaryList', variant: 'fastestGrowing', country: data.country, rows, period: period(data) };
}

function period(data: InsightsDataset): SalaryListView['period'] {
  const labelled = data.salary.topPaying.find((r) => r.titlePreDates && r.titlePostDates);
  if (!labelled?.titlePreDates || !labelled.titlePostDates) return null;
  return {
    country: labelled.country ?? '',
    before: labelled.titlePreDates,
    after: labelled.titlePostDates,
  };
}

/** The highest paying roles, in the data's rank order. */
export function highestPayingView(data: InsightsDataset): SalaryListView {
  const rows = [...data.salary.topPaying]
    .sort((a, b) => a.rank - b.rank)
    .slice(0, SALARY_LIST_ROWS)
    .map((r, i) => ({
      rank: i + 1,
      industryTitle: r.industryTitle,
      roleTitle: r.roleTitle,
      avgSalary: r.avgSalary,
      salaryGrowth: r.avgSalaryChange,
    }));
  return { kind: 'salaryList', variant: 'highestPaying', country: data.country, rows, period: period(data) };
}
