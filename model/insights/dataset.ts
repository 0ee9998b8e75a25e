/**
 * The insights dataset of one country (spec §3 salary data, hiring-trend rows, happiness data, industry ids),
 * as `kv-seed/datasets/insights-<country>.json` holds it and the Worker reads it from the DATASETS namespace.
 * Checked with valibot once, when read (worker/insights/datasets.ts).
 */
import * as v from 'valibot';

/** The countries with insights data (spec §9 "Salary and happiness"). */
export const insightsCountries = ['au', 'nz'] as const;

export type InsightsCountry = (typeof insightsCountries)[number];

export const isInsightsCountry = (value: unknown): value is InsightsCountry =>
  (insightsCountries as readonly unknown[]).includes(value);

/** The all-industries value of the industry filter (spec §9). */
export const ALL_INDUSTRIES = -1;

const salaryRole = v.object({
  /** Only in the AU all-industries group, and not a position in the list (spec §3). */
  rank: v.optional(v.number()),
  industryId: v.number(),
  industryTitle: v.string(),
  roleTitle: v.string(),
  avgSalary: v.number(),
  /** Whole-number percent. */
  salaryGrowth: v.number(),
  jobs: v.number(),
});

const topPayingRole = v.object({
  rank: v.number(),
  roleTitle: v.string(),
  industryId: v.number(),
  industryTitle: v.string(),
  avgSalary: v.number(),
  avgSalaryChange: v.number(),
  // The salary-period labels ride on one record (spec §3).
  country: v.optional(v.string()),
  titlePreDates: v.optional(v.string()),
  titlePostDates: v.optional(v.string()),
});

const trendRow = v.object({
  rank: v.number(),
  roleTitle: v.nullable(v.string()),
  industryTitle: v.nullable(v.string()),
  numberOfJobAds: v.nullable(v.number()),
  /** Percent, one decimal. */
  changeInJobAds: v.nullable(v.number()),
  averageSalary: v.nullable(v.number()),
  /** Percent, two decimals. */
  changeInSalary: v.nullable(v.number()),
});

const driverValue = v.object({ driver: v.string(), value: v.number() });

const generation = v.object({
  title: v.string(),
  /** Percent somewhat or extremely happy; -1 = not available. */
  happiness: v.number(),
  drivers: v.array(driverValue),
});

export const generationKeys = ['boomer', 'genx', 'geny', 'genz'] as const;

export type GenerationKey = (typeof generationKeys)[number];

export const insightsDatasetSchema = v.object({
  country: v.picklist(insightsCountries),
  industries: v.array(v.object({ id: v.number(), title: v.string() })),
  salary: v.object({
    groups: v.array(v.object({ industryIdFilter: v.number(), roles: v.array(salaryRole) })),
    topPaying: v.array(topPayingRole),
  }),
  jobGrowth: v.object({
    overall: v.array(trendRow),
    industries: v.array(
      v.object({ industryId: v.number(), industryTitle: v.string(), rows: v.array(trendRow) }),
    ),
  }),
  happiness: v.object({
    summary: v.object({ title: v.string(), drivers: v.array(driverValue) }),
    generations: v.object({ boomer: generation, genx: generation, geny: generation, genz: generation }),
  }),
});

export type InsightsDataset = v.InferOutput<typeof insightsDatasetSchema>;

export type TrendRowData = v.InferOutput<typeof trendRow>;
