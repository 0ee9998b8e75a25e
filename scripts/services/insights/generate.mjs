/**
 * Generates kv-seed/datasets/insights-au.json and insights-nz.json (format in kv-seed/datasets/README.md): the
 * salary, job-growth and happiness-at-work figures of spec §3, per country. The figures spec §9 names are fixed
 * below (FIXED_*); every other figure is plausible generated data from a seeded random generator, so the files
 * are the same on every run. Run `node scripts/services/insights/generate.mjs` after editing the tables.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

import { format, resolveConfig } from 'prettier';

import { DEFAULT_DATASETS_DIR } from '../datasets.mjs';

import { DRIVERS, FIXED_HAPPINESS, GENERATION_TITLES } from './happiness.mjs';
import { INDUSTRIES, ROLES } from './industries.mjs';

/** Mulberry32: a small seeded generator, so every run writes the same figures. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COUNTRIES = {
  au: { name: 'Australia', seed: 61, salaryScale: 1, adsScale: 1 },
  nz: { name: 'New Zealand', seed: 64, salaryScale: 0.86, adsScale: 0.22 },
};

/** Spec §3: three industries are in the AU data only. */
const AU_ONLY = new Set([1214, 6058, 6304]);

/** Spec §9 salary-period labels (the extra fields of the first top-paying record). */
const PERIOD = { titlePreDates: 'Apr 2023 - Jun 2024', titlePostDates: 'Apr 2024 - Jun 2025' };

/**
 * Spec §9: the fastest growing salaries of the all-industries group, first in that list; the AU group carries
 * ranks of its own (454, 321, 218, …) that are not positions in the list.
 */
const FIXED_SALARY_TOP = {
  au: [
    { rank: 454, roleTitle: 'Fitter Technician', industryId: 1225, avgSalary: 93400, salaryGrowth: 28 },
    {
      rank: 321,
      roleTitle: 'Licenced Aircraft Maintenance Engineer',
      industryId: 1209,
      avgSalary: 144800,
      salaryGrowth: 27,
    },
    { rank: 218, roleTitle: 'Site Supervisor', industryId: 1206, avgSalary: 128300, salaryGrowth: 19 },
  ],
  nz: [{ roleTitle: 'Detailer', industryId: 1225, avgSalary: 57900, salaryGrowth: 21 }],
};

const round = (n, step) => Math.round(n / step) * step;
const title = (id) => INDUSTRIES.find((i) => i.id === id).title;

function salaryRole(rnd, country, industryId, roleTitle) {
  const [low, high] = ROLES[industryId].band;
  const avgSalary = round((low + rnd() * (high - low)) * 1000 * COUNTRIES[country].salaryScale, 100);
  const salaryGrowth = Math.round(rnd() * 14 - 3);
  const jobs = Math.round((40 + rnd() * 1800) * COUNTRIES[country].adsScale) + 5;
  return { industryId, industryTitle: title(industryId), roleTitle, avgSalary, salaryGrowth, jobs };
}

/** The salary groups: all industries (-1) first, then one per industry, each up to 20 roles (spec §9). */
function salaryGroups(rnd, country, industries) {
  const groups = industries.map((industry) => ({
    industryIdFilter: industry.id,
    roles: ROLES[industry.id].roles
      .map((role) =>
        typeof role === 'string'
          ? salaryRole(rnd, country, industry.id, role)
          : { ...salaryRole(rnd, country, role.industry, role.title), industryId: role.industry },
      )
      .sort((a, b) => b.avgSalary - a.avgSalary),
  }));
  const fixed = FIXED_SALARY_TOP[country].map((role) => ({
    ...(role.rank ? { rank: role.rank } : {}),
    industryId: role.industryId,
    industryTitle: title(role.industryId),
    roleTitle: role.roleTitle,
    avgSalary: role.avgSalary,
    salaryGrowth: role.salaryGrowth,
    jobs: Math.round((300 + rnd() * 900) * COUNTRIES[country].adsScale),
  }));
  const others = groups
    .flatMap((group) => group.roles.slice(0, 2))
    .filter((role) => !fixed.some((f) => f.roleTitle === role.roleTitle))
    .map((role) => ({ ...role, salaryGrowth: Math.min(role.salaryGrowth, fixed.at(-1).salaryGrowth - 1) }))
    .sort((a, b) => b.salaryGrowth - a.salaryGrowth || b.avgSalary - a.avgSalary)
    .slice(0, 20 - fixed.length);
  let all = [...fixed, ...others];
  if (country === 'au') {
    // Spec §3: the AU all-industries list carries ranks of its own and files Construction roles under 6251.
    all = all.map((role, i) => ({
      rank: role.rank ?? Math.round(200 - i * 7 - rnd() * 5),
      ...role,
      industryId: role.industryTitle === 'Construction' ? 6251 : role.industryId,
    }));
  }
  return [{ industryIdFilter: -1, roles: all }, ...groups];
}

/** The highest paying roles (spec §3 alternative shape), the first carrying the salary-period labels. */
function topPaying(groups, country) {
  const roles = groups
    .slice(1)
    .flatMap((g) => g.roles)
    .sort((a, b) => b.avgSalary - a.avgSalary)
    .slice(0, 10);
  return roles.map((role, i) => ({
    rank: i + 1,
    roleTitle: role.roleTitle,
    industryId: role.industryId,
    industryTitle: role.industryTitle,
    avgSalary: role.avgSalary,
    avgSalaryChange: role.salaryGrowth,
    ...(i === 0 ? { country: COUNTRIES[country].name, ...PERIOD } : {}),
  }));
}

const oneDecimal = (n) => Math.round(n * 10) / 10;
const twoDecimals = (n) => Math.round(n * 100) / 100;

/** A hiring-trend row (spec §3); some rows miss a figure or grew less than 5%, as real data does. */
function trendRow(rnd, country, role, i) {
  const missing = rnd();
  return {
    rank: i + 1,
    roleTitle: role.roleTitle,
    industryTitle: role.industryTitle,
    numberOfJobAds: Math.round((60 + rnd() * 2400) * COUNTRIES[country].adsScale) + 3,
    changeInJobAds: missing < 0.06 ? null : oneDecimal(rnd() * 40 - 6),
    averageSalary: missing > 0.93 ? null : role.avgSalary,
    changeInSalary: missing > 0.96 ? null : twoDecimals(rnd() * 12 - 2),
  };
}

function jobGrowth(rnd, country, groups) {
  const industries = groups.slice(1).map((group) => {
    const rows = group.roles
      .map((role, i) => trendRow(rnd, country, role, i))
      .sort((a, b) => (b.changeInJobAds ?? -99) - (a.changeInJobAds ?? -99))
      .map((row, i) => ({ ...row, rank: i + 1 }));
    return { industryId: group.industryIdFilter, industryTitle: title(group.industryIdFilter), rows };
  });
  const overall = industries
    .flatMap((industry) => industry.rows)
    .sort((a, b) => (b.changeInJobAds ?? -99) - (a.changeInJobAds ?? -99))
    .slice(0, 50)
    .map((row, i) => ({ ...row, rank: i + 1 }));
  // One row of no growth at all, shown without an indicator (spec §5).
  const flat = overall.findIndex(
    (row, i) => i > 10 && row.changeInJobAds !== null && row.averageSalary !== null,
  );
  if (flat >= 0 && country === 'nz') overall[flat].changeInJobAds = 0;
  return { overall, industries };
}

function happiness(rnd, country) {
  const fixed = FIXED_HAPPINESS[country];
  const ranked = (start, names) => {
    let value = start.at(-1)?.value ?? 90;
    const rest = names.filter((n) => !start.some((s) => s.driver === n));
    return [
      ...start,
      ...rest.map((driver) => {
        value = Math.max(8, Math.round(value - 2 - rnd() * 5));
        return { driver, value };
      }),
    ];
  };
  const generations = Object.fromEntries(
    Object.entries(GENERATION_TITLES).map(([key, generationTitle], g) => {
      const order = [...DRIVERS].sort(() => rnd() - 0.5);
      const start = [{ driver: order[0], value: 85 + Math.round(rnd() * 10) + g }];
      return [
        key,
        { title: generationTitle, happiness: fixed.generations[key], drivers: ranked(start, order) },
      ];
    }),
  );
  return { summary: { title: fixed.title, drivers: ranked(fixed.summary, DRIVERS) }, generations };
}

function dataset(country) {
  const rnd = random(COUNTRIES[country].seed);
  const industries = INDUSTRIES.filter((i) => country === 'au' || !AU_ONLY.has(i.id));
  const groups = salaryGroups(rnd, country, industries);
  return {
    country,
    industries,
    salary: { groups, topPaying: topPaying(groups, country) },
    jobGrowth: jobGrowth(rnd, country, groups),
    happiness: happiness(rnd, country),
  };
}

const config = await resolveConfig(resolve(DEFAULT_DATASETS_DIR, 'x.json'));
for (const country of Object.keys(COUNTRIES)) {
  const file = resolve(DEFAULT_DATASETS_DIR, `insights-${country}.json`);
  const text = await format(JSON.stringify(dataset(country)), { ...config, parser: 'json' });
  await writeFile(file, text);
  console.log(`wrote ${file}`);
}
