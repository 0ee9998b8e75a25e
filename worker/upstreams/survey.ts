/**
 * Client of the survey GraphQL API (spec §7: getFilterFields; getSurvey with driver, values and an optional
 * drilldown whose type is upper-cased with spaces as underscores; getTranslations for id-ID and th-TH only), at
 * SURVEY_API. Every answer is validated; a network failure, a timeout, a non-ok status, GraphQL errors or an
 * unexpected shape is an UpstreamError of the 'Survey API', which the Data Lab route turns into its 502 page.
 */
import * as v from 'valibot';

import { requestGraphql } from './graphql';
import {
  filterFieldsSchema,
  surveySchema,
  translationsSchema,
  type FilterFields,
  type SurveyResult,
} from './survey-schema';

/** The results page waits this long for the survey API, then shows its failure page. */
export const SURVEY_TIMEOUT_MS = 5000;
/** Spec §7: the survey API translates only these locales. */
export const SURVEY_TRANSLATED_LOCALES = ['id-ID', 'th-TH'] as const;

export interface SurveyClientOptions {
  endpoint: string;
  timeoutMs?: number;
}

function request<S extends v.GenericSchema>(
  options: SurveyClientOptions,
  query: string,
  variables: Record<string, unknown>,
  schema: S,
): Promise<v.InferOutput<S>> {
  const { endpoint, timeoutMs = SURVEY_TIMEOUT_MS } = options;
  return requestGraphql('Survey API', { endpoint, query, variables, timeoutMs, schema });
}

/** The values each filter dimension offers in a country (spec §3 queryFilters). */
export async function getFilterFields(options: SurveyClientOptions, country: string): Promise<FilterFields> {
  const query = `query getFilterFields($country: String!) {
  getFilterFields(country: $country) { survey industries genders seniorities senioritys generations locations workTypes }
}`;
  return (await request(options, query, { country }, filterFieldsSchema)).getFilterFields;
}

/** Spec §7: the drilldown's type is upper-cased with spaces as underscores ('Work type' → 'WORK_TYPE'). */
export const drilldownType = (driver: string) => driver.trim().toUpperCase().replace(/\s+/g, '_');

export interface SurveySelection {
  /** A dimension label ('Industry') or 'All'. */
  driver: string;
  values: string[];
  drilldown: { driver: string; values: string[] } | null;
}

const categoryFields =
  'rank name results { name percentage } subCategories { name results { name percentage } }';
const groupFields = `name respondents hasMissingData hasLackOfSampleSizeData categories { ${categoryFields} }`;

/** The results of a selection: ranked drivers per option, sample flags, demographic counts. */
export async function getSurvey(
  options: SurveyClientOptions,
  country: string,
  selection: SurveySelection,
): Promise<SurveyResult> {
  const query = `query getSurvey($country: String!, $driver: String!, $values: [String!], $drilldown: Drilldown) {
  getSurvey(country: $country, driver: $driver, values: $values, drilldown: $drilldown) {
    survey respondents totalRespondents
    demographic { key name icon sum results { name count } }
    drivers { name secondaryDriver driverOptions { ${groupFields} secondaryDriverOptions { ${groupFields} } } }
  }
}`;
  const { drilldown } = selection;
  const variables = {
    country,
    driver: selection.driver,
    values: selection.values,
    drilldown: drilldown ? { type: drilldownType(drilldown.driver), values: drilldown.values } : null,
  };
  return (await request(options, query, variables, surveySchema)).getSurvey;
}

/** Names in a locale (id-ID or th-TH); other locales have none, so this is never called for them. */
export async function getTranslations(
  options: SurveyClientOptions,
  locale: (typeof SURVEY_TRANSLATED_LOCALES)[number],
): Promise<Record<string, string>> {
  const query = `query getTranslations($locale: String!) { getTranslations(locale: $locale) { name translation } }`;
  const { getTranslations: list } = await request(options, query, { locale }, translationsSchema);
  return Object.fromEntries(list.map(({ name, translation }) => [name, translation]));
}
