import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import auJson from '../../kv-seed/datasets/insights-au.json';
import nzJson from '../../kv-seed/datasets/insights-nz.json';

import { insightsDatasetSchema, type InsightsDataset } from './dataset';
import { jobSearchHref, jobSearchSlug } from './job-search';
import { toolPlace } from './tools';
import {
  fastestGrowingView,
  generationsChartView,
  generationsView,
  happinessSummaryView,
  highestPayingView,
  jobGrowthView,
  salaryExplorerView,
} from './views';

const au = v.parse(insightsDatasetSchema, auJson);
const nz = v.parse(insightsDatasetSchema, nzJson);

describe('the seeded datasets (spec §3, §9)', () => {
  it('hold the 28 industry ids for AU and the 25 of NZ (three are AU only)', () => {
    expect(au.industries).toHaveLength(28);
    expect(nz.industries.map((i) => i.id)).not.toContain(1214);
    expect(nz.industries).toHaveLength(25);
    expect(au.industries.find((i) => i.id === 6281)?.title).toBe('Information & Communication Technology');
  });

  it('keep the known inconsistencies: Construction filed under 6251, Design roles in the 6076 group', () => {
    const all = au.salary.groups[0]!;
    expect(all.industryIdFilter).toBe(-1);
    expect(all.roles.find((r) => r.industryTitle === 'Construction')?.industryId).toBe(6251);
    const consulting = au.salary.groups.find((g) => g.industryIdFilter === 6076)!;
    expect(consulting.roles.some((r) => r.industryTitle === 'Design & Architecture')).toBe(true);
  });

  it('have every group at most 20 roles and the AU ranks 454, 321, 218', () => {
    for (const data of [au, nz])
      for (const g of data.salary.groups) expect(g.roles.length).toBeLessThanOrEqual(20);
    expect(au.salary.groups[0]!.roles.slice(0, 3).map((r) => r.rank)).toEqual([454, 321, 218]);
  });
});

describe('salaryExplorerView', () => {
  it('puts all industries first and sorts the dropdown by title', () => {
    const view = salaryExplorerView(au);
    expect(view.groups[0]!.industryId).toBe(-1);
    const titles = view.industries.map((i) => i.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    expect(view.groups[0]!.rows[0]).toEqual({
      industryTitle: 'Trades & Services',
      roleTitle: 'Fitter Technician',
      avgSalary: 93400,
      salaryGrowth: 28,
    });
    expect(view.groups[0]!.rows[1]).toMatchObject({
      roleTitle: 'Licenced Aircraft Maintenance Engineer',
      avgSalary: 144800,
      salaryGrowth: 27,
    });
    expect(salaryExplorerView(nz).groups[0]!.rows[0]).toMatchObject({
      roleTitle: 'Detailer',
      avgSalary: 57900,
      salaryGrowth: 21,
    });
  });
});

const row = (over: Partial<InsightsDataset['jobGrowth']['overall'][number]>) => ({
  rank: 1,
  roleTitle: 'Chef',
  industryTitle: 'Hospitality & Tourism',
  numberOfJobAds: 100,
  changeInJobAds: 10,
  averageSalary: 70000,
  changeInSalary: 1.5,
  ...over,
});

describe('jobGrowthView (spec §5)', () => {
  const data = (overall: ReturnType<typeof row>[], rows: ReturnType<typeof row>[]): InsightsDataset => ({
    ...au,
    jobGrowth: { overall, industries: [{ industryId: 1212, industryTitle: 'Hospitality & Tourism', rows }] },
  });

  it('keeps the first 20 overall rows with every field present', () => {
    const overall = Array.from({ length: 30 }, (_, i) =>
      row({ roleTitle: `Role ${i}`, averageSalary: i % 3 === 0 ? null : 60000 }),
    );
    const view = jobGrowthView(data(overall, []));
    expect(view.overall).toHaveLength(20);
    expect(view.overall.map((r) => r.roleTitle)).not.toContain('Role 0');
  });

  it('keeps the complete industry rows that grew at least 5%', () => {
    const rows = [
      row({ roleTitle: 'Grew 5', changeInJobAds: 5 }),
      row({ roleTitle: 'Grew 4.9', changeInJobAds: 4.9 }),
      row({ roleTitle: 'No salary change', changeInSalary: null }),
      row({ roleTitle: 'Grew 12', changeInJobAds: 12 }),
    ];
    const view = jobGrowthView(data([row({})], rows));
    expect(view.industries?.[0]?.rows.map((r) => r.roleTitle)).toEqual(['Grew 5', 'Grew 12']);
  });

  it('gives NZ the overall table only', () => {
    expect(jobGrowthView(nz).industries).toBeNull();
    expect(jobGrowthView(nz).overall).toHaveLength(20);
    expect(jobGrowthView(au).industries?.length).toBeGreaterThan(20);
  });
});

describe('job search links (spec §9)', () => {
  it('lower-cases and turns commas, ampersands and whitespace to hyphens', () => {
    expect(jobSearchSlug('Trades & Services')).toBe('trades-services');
    expect(jobSearchSlug('Mining, Resources & Energy')).toBe('mining-resources-energy');
    expect(jobSearchHref('au', 'Fitter Technician', 'Trades & Services')).toBe(
      'https://www.seek.com.au/fitter-technician-jobs-in-trades-services',
    );
    expect(jobSearchHref('nz', 'Detailer')).toBe('https://www.seek.co.nz/detailer-jobs');
  });
});

describe('happiness views', () => {
  it('give the AU and NZ summaries with the §9 figures', () => {
    expect(happinessSummaryView(au).drivers.slice(0, 5)).toEqual([
      { driver: 'Purpose at work', value: 92 },
      { driver: 'Their manager', value: 79 },
      { driver: 'day-to-day role responsibilities', value: 74 },
      { driver: 'company culture', value: 65 },
      { driver: 'Stress levels', value: 63 },
    ]);
    expect(
      happinessSummaryView(nz)
        .drivers.slice(0, 2)
        .map((d) => d.value),
    ).toEqual([96, 95.5]);
    expect(happinessSummaryView(au).drivers).toHaveLength(17);
  });

  it('give every generation its happiness (NZ -1) and the chart its generation', () => {
    expect(generationsView(au).generations.map((g) => [g.title, g.happiness])).toEqual([
      ['Baby Boomers', 61],
      ['Gen X', 52],
      ['Millennials', 58],
      ['Gen Z', 50],
    ]);
    expect(generationsView(nz).generations.every((g) => g.happiness === -1)).toBe(true);
    expect(generationsChartView(au, 'genx').generation.title).toBe('Gen X');
  });
});

describe('salary lists', () => {
  it('rank the fastest growing salaries and the highest paying jobs with the salary period', () => {
    const fastest = fastestGrowingView(au);
    expect(fastest.rows[0]).toMatchObject({ rank: 1, roleTitle: 'Fitter Technician', salaryGrowth: 28 });
    const highest = highestPayingView(au);
    expect(highest.rows.map((r) => r.avgSalary)).toEqual(
      [...highest.rows.map((r) => r.avgSalary)].sort((a, b) => b - a),
    );
    expect(highest.period).toEqual({
      country: 'Australia',
      before: 'Apr 2023 - Jun 2024',
      after: 'Apr 2024 - Jun 2025',
    });
  });
});

describe('toolPlace', () => {
  it("takes the data's country in any case, else the site's, and nothing for other countries", () => {
    expect(toolPlace({ country: 'NZ' }, 'au').country).toBe('nz');
    expect(toolPlace(null, 'au').country).toBe('au');
    expect(toolPlace({ country: 'hk' }, 'au').country).toBeNull();
    expect(toolPlace(null, 'th').country).toBeNull();
    expect(toolPlace({ generation: 'boomer' }, 'au').generation).toBe('boomer');
    expect(toolPlace({ generation: 'nope' }, 'au').generation).toBe('genz');
  });
});
