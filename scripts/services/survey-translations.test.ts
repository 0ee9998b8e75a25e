// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServices } from './index.mjs';

// Spec §7: getTranslations serves id-ID and th-TH; every name the Thai and Bahasa surveys can show has one.
const OFFSET = 1750;
let url = '';
let stop: () => Promise<void> = async () => {};

beforeAll(async () => {
  const started = await startServices({ only: ['survey'], portOffset: OFFSET });
  stop = started.stop;
  url = started.services[0]!.url;
});

afterAll(() => stop());

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

type Fields = Record<string, string[] | string>;
interface Named {
  name: string;
}
interface Survey {
  demographic: (Named & { results: Named[] })[];
  drivers: (Named & { driverOptions: (Named & { categories: (Named & { subCategories: Named[] })[] })[] })[];
}

const labels = {
  industries: 'Industry',
  genders: 'Gender',
  seniorities: 'Seniority',
  generations: 'Generation',
  locations: 'Location',
  workTypes: 'Work type',
};

/** Every name the survey API answers for a country: drivers, their options, categories, demographics. */
async function surveyNames(country: string): Promise<Set<string>> {
  const { getFilterFields: fields } = await graphql<{ getFilterFields: Fields }>(
    'query ($c: String!) { getFilterFields(country: $c) { industries genders seniorities generations locations workTypes } }',
    { c: country },
  );
  const names = new Set<string>(['All']);
  const query = `query ($c: String!, $d: String!, $v: [String!]) { getSurvey(country: $c, driver: $d, values: $v) {
    demographic { name results { name } }
    drivers { name driverOptions { name categories { name subCategories { name } } } } } }`;
  for (const [key, label] of Object.entries(labels)) {
    const values = fields[key] as string[];
    names.add(label);
    for (const value of values) {
      const { getSurvey } = await graphql<{ getSurvey: Survey }>(query, { c: country, d: label, v: [value] });
      for (const item of getSurvey.demographic) [item, ...item.results].forEach((n) => names.add(n.name));
      for (const driver of getSurvey.drivers) {
        names.add(driver.name);
        for (const option of driver.driverOptions) {
          names.add(option.name);
          for (const category of option.categories)
            [category, ...category.subCategories].forEach((n) => names.add(n.name));
        }
      }
    }
  }
  return names;
}

describe('survey translations (spec §7 getTranslations)', () => {
  it.each([
    ['th', 'th-TH'],
    ['id', 'id-ID'],
  ])('the %s survey has no untranslated name in %s', async (country, locale) => {
    const { getTranslations } = await graphql<{ getTranslations: { name: string; translation: string }[] }>(
      'query ($l: String!) { getTranslations(locale: $l) { name translation } }',
      { l: locale },
    );
    const translated = new Map(getTranslations.map((t) => [t.name, t.translation.trim()]));
    const names = await surveyNames(country);
    expect(names.size).toBeGreaterThan(80);
    const untranslated = [...names].filter((name) => !translated.get(name)).sort();
    expect(untranslated).toEqual([]);
  });
});
