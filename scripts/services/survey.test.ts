// @vitest-environment node
import { readFile } from 'node:fs/promises';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { startServices } from './index.mjs';
import { percentages } from './survey/aggregate.mjs';

const OFFSET = 1700;
let url = '';
let stop: () => Promise<void> = async () => {};

beforeAll(async () => {
  const started = await startServices({ only: ['survey'], portOffset: OFFSET });
  stop = started.stop;
  url = started.services[0]!.url;
});

afterAll(() => stop());

afterEach(async () => {
  await fetch(`${url}/__reset`, { method: 'POST' });
});

interface Level {
  name: string;
  percentage: number;
}
interface Group {
  name: string;
  respondents: number;
  hasMissingData: boolean;
  hasLackOfSampleSizeData: boolean;
  categories: {
    rank: number;
    name: string;
    results: Level[];
    subCategories: { name: string; results: Level[] }[];
  }[];
}
interface Survey {
  respondents: number;
  totalRespondents: number;
  demographic: { key: string; sum: number; results: { name: string; count: number }[] }[];
  drivers: { name: string; driverOptions: (Group & { secondaryDriverOptions: Group[] })[] }[];
}

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
}

const groupFields =
  'name respondents hasMissingData hasLackOfSampleSizeData categories { rank name results { name percentage } subCategories { name results { name percentage } } }';
const surveyQuery = `query getSurvey($country: String!, $driver: String!, $values: [String!], $drilldown: Drilldown) {
  getSurvey(country: $country, driver: $driver, values: $values, drilldown: $drilldown) {
    respondents totalRespondents demographic { key sum results { name count } }
    drivers { name driverOptions { ${groupFields} secondaryDriverOptions { ${groupFields} } } }
  }
}`;

async function survey(variables: Record<string, unknown>): Promise<Survey> {
  const body = await graphql(surveyQuery, variables);
  expect(body.errors).toBeUndefined();
  return body.data!.getSurvey as Survey;
}

/** The raw rows of survey.json, to recount what the service answers. */
async function rows(country: string) {
  const dataset = JSON.parse(
    await readFile(new URL('../../kv-seed/datasets/survey.json', import.meta.url), 'utf8'),
  );
  return { dataset, sheet: dataset.countries[country] };
}

describe('percentages', () => {
  it('rounds to whole numbers that add up to 100', () => {
    expect(percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentages([0, 0, 0, 0])).toEqual([0, 0, 0, 0]);
    expect(percentages([2, 1, 0, 0])).toEqual([67, 33, 0, 0]);
  });
});

describe('getFilterFields', () => {
  it.each(['au', 'nz', 'hk', 'id', 'my', 'ph', 'sg', 'th'])('lists every filter of %s', async (country) => {
    const body = await graphql(
      'query($c: String!) { getFilterFields(country: $c) { survey industries genders seniorities senioritys generations locations workTypes } }',
      { c: country },
    );
    const fields = body.data!.getFilterFields as Record<string, string[]>;
    expect(fields.survey).toBe(`${country}-2024`);
    for (const key of ['industries', 'genders', 'seniorities', 'generations', 'locations', 'workTypes']) {
      expect(fields[key]!.length).toBeGreaterThan(1);
    }
    expect(fields.senioritys).toEqual(fields.seniorities);
    // The query's list delimiter never appears inside a name.
    expect(Object.values(fields).flat().join('')).not.toMatch(/[_,;|]/);
  });
});

describe('getSurvey', () => {
  it('answers all respondents of a country, drivers ranked by must-have share', async () => {
    const result = await survey({ country: 'au', driver: 'All' });
    const { sheet } = await rows('au');
    expect(result.respondents).toBe(sheet.respondents.length);
    expect(result.totalRespondents).toBe(sheet.respondents.length);
    const [tile] = result.drivers[0]!.driverOptions;
    expect(tile!.name).toBe('All');
    const musts = tile!.categories.map((c) => c.results.find((r) => r.name === 'must')!.percentage);
    expect([...musts].sort((a, b) => b - a)).toEqual(musts);
    expect(tile!.categories.map((c) => c.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const category of tile!.categories) {
      expect(category.results.map((r) => r.name)).toEqual(['must', 'delight', 'neutral', 'putOff']);
      expect(category.results.reduce((sum, r) => sum + r.percentage, 0)).toBe(100);
    }
  });

  it('computes the must-have share of an option from the rows', async () => {
    const { dataset, sheet } = await rows('nz');
    const industry = sheet.values.industries.indexOf('Accounting');
    const matching = sheet.respondents.filter((row: unknown[]) => row[0] === industry);
    const mustPay = matching.filter((row: unknown[]) => (row.at(-1) as string)[0] === 'm').length;
    const result = await survey({ country: 'nz', driver: 'Industry', values: ['Accounting'] });
    const tile = result.drivers[0]!.driverOptions[0]!;
    expect(tile.respondents).toBe(matching.length);
    const salary = tile.categories.find((c) => c.name === dataset.categories[0].name)!;
    const pay = salary.subCategories.find((s) => s.name === 'Pay above market rate')!;
    // Whole percentages that add up to 100: within one point of the exact share.
    expect(Math.abs(pay.results[0]!.percentage - (mustPay * 100) / matching.length)).toBeLessThan(1);
  });

  it('drills down by a second driver: type upper-cased with underscores', async () => {
    const result = await survey({
      country: 'sg',
      driver: 'Generation',
      values: ['Gen Z', 'Millennials'],
      drilldown: { type: 'WORK_TYPE', values: ['Full time', 'Part time'] },
    });
    const tiles = result.drivers[0]!.driverOptions;
    expect(tiles.map((t) => t.name)).toEqual(['Gen Z', 'Millennials']);
    for (const tile of tiles) {
      expect(tile.secondaryDriverOptions.map((s) => s.name)).toEqual(['Full time', 'Part time']);
      const sum = tile.secondaryDriverOptions.reduce((total, s) => total + s.respondents, 0);
      expect(sum).toBeLessThanOrEqual(tile.respondents);
    }
    const drilled = tiles
      .flatMap((t) => t.secondaryDriverOptions)
      .reduce((total, s) => total + s.respondents, 0);
    expect(result.respondents).toBe(drilled);
    expect(result.demographic.every((item) => item.sum === drilled)).toBe(true);
  });

  it('flags small samples and missing data', async () => {
    const result = await survey({
      country: 'au',
      driver: 'Industry',
      values: ['Mining & Resources', 'Farming & Conservation'],
      drilldown: { type: 'GENDER', values: ['Non-binary'] },
    });
    const [mining, farming] = result.drivers[0]!.driverOptions;
    expect(mining).toMatchObject({ hasLackOfSampleSizeData: true, hasMissingData: false });
    expect(mining!.respondents).toBeGreaterThanOrEqual(30);
    expect(mining!.respondents).toBeLessThan(100);
    expect(farming).toMatchObject({ respondents: 0, hasMissingData: true, categories: [] });
    expect(mining!.secondaryDriverOptions[0]).toMatchObject({ hasMissingData: true, categories: [] });
  });

  it('counts demographic items that add up to the respondents', async () => {
    const result = await survey({ country: 'th', driver: 'Gender', values: ['Female'] });
    const keys = result.demographic.map((item) => item.key);
    expect(keys).toEqual([
      'gender',
      'age',
      'location',
      'seniority',
      'income',
      'education',
      'nationality',
      'children',
    ]);
    for (const item of result.demographic) {
      expect(item.sum).toBe(result.respondents);
      expect(item.results.reduce((total, r) => total + r.count, 0)).toBe(result.respondents);
    }
    expect(result.demographic[0]!.results.find((r) => r.name === 'Male')!.count).toBe(0);
  });

  it.each([
    [{ country: 'xx', driver: 'All' }, 'No survey for country "xx"'],
    [{ country: 'au', driver: 'Planet', values: ['Mars'] }, 'Unknown driver "Planet"'],
    [{ country: 'au', driver: 'Industry', values: ['Piracy'] }, 'Unknown Industry "Piracy"'],
    [{ country: 'au', driver: 'Industry', values: [] }, 'Choose at least one Industry'],
    [
      {
        country: 'au',
        driver: 'Gender',
        values: ['Male'],
        drilldown: { type: 'GENDER', values: ['Female'] },
      },
      'The drilldown must differ from the driver',
    ],
  ])('answers a GraphQL error for %o', async (variables, message) => {
    const body = await graphql(surveyQuery, variables);
    expect(body.errors?.[0]?.message).toBe(message);
  });
});

describe('getTranslations', () => {
  it('translates names for th-TH and id-ID only', async () => {
    const query = 'query($l: String!) { getTranslations(locale: $l) { name translation } }';
    const th = (await graphql(query, { l: 'th-TH' })).data!.getTranslations as {
      name: string;
      translation: string;
    }[];
    expect(th).toContainEqual({ name: 'Salary', translation: 'เงินเดือน' });
    const id = (await graphql(query, { l: 'id-ID' })).data!.getTranslations as { name: string }[];
    expect(id.length).toBeGreaterThan(5);
    expect((await graphql(query, { l: 'en-AU' })).errors?.[0]?.message).toMatch(/only for id-ID and th-TH/);
  });
});

describe('GraphQL and controls', () => {
  it('answers syntax errors as GraphQL does, and 400 without a query', async () => {
    expect((await graphql('{ getSurvey(')).errors?.[0]?.message).toMatch(/Syntax Error/);
    const response = await fetch(`${url}/graphql`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(400);
  });

  it('fails with 503 in fail mode', async () => {
    await fetch(`${url}/__control`, { method: 'POST', body: JSON.stringify({ mode: 'fail' }) });
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(503);
  });
});
