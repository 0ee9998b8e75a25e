/**
 * Survey API stand-in (DESIGN §6, spec §7 "Survey GraphQL"): a real GraphQL server (schema + resolvers, as the
 * content stand-in) on `POST /graphql`, answering getFilterFields, getSurvey and getTranslations from
 * kv-seed/datasets/survey.json. Every number is computed from the respondents' rows there (aggregate.mjs).
 * A bad selection is answered like any GraphQL server: HTTP 200 with `errors`.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildSchema, graphql } from 'graphql';

import { DEFAULT_DATASETS_DIR, loadDataset } from '../datasets.mjs';
import { HttpError, json, route } from '../http.mjs';
import { startService } from '../server.mjs';

import { countrySurvey, SurveyInputError } from './aggregate.mjs';

/** Locales the survey API translates (spec §7: only id-ID and th-TH). */
export const TRANSLATED_LOCALES = ['id-ID', 'th-TH'];

const schema = buildSchema(`
  type Query {
    getFilterFields(country: String!): FilterFields!
    getSurvey(country: String!, driver: String!, values: [String!], drilldown: Drilldown): SurveyResult!
    getTranslations(locale: String!): [Translation!]!
  }
  "A second breakdown: type upper-cased with spaces as underscores (WORK_TYPE), and its values."
  input Drilldown { type: String!, values: [String!]! }
  type FilterFields {
    survey: String!
    industries: [String!]!
    genders: [String!]!
    seniorities: [String!]!
    senioritys: [String!]!
    generations: [String!]!
    locations: [String!]!
    workTypes: [String!]!
  }
  type Translation { name: String!, translation: String! }
  type SurveyResult {
    survey: String!
    respondents: Int!
    totalRespondents: Int!
    demographic: [DemographicItem!]!
    drivers: [SurveyDriver!]!
  }
  type DemographicItem { key: String!, name: String!, icon: String!, sum: Int!, results: [DemographicCount!]! }
  type DemographicCount { name: String!, count: Int! }
  type SurveyDriver { name: String!, secondaryDriver: String, driverOptions: [DriverOption!]! }
  type DriverOption {
    name: String!
    respondents: Int!
    hasMissingData: Boolean!
    hasLackOfSampleSizeData: Boolean!
    categories: [Category!]!
    secondaryDriverOptions: [SecondaryDriverOption!]!
  }
  type SecondaryDriverOption {
    name: String!
    respondents: Int!
    hasMissingData: Boolean!
    hasLackOfSampleSizeData: Boolean!
    categories: [Category!]!
  }
  type Category { rank: Int!, name: String!, results: [LevelResult!]!, subCategories: [SubCategory!]! }
  type SubCategory { name: String!, results: [LevelResult!]! }
  "name is one of must, delight, neutral, putOff."
  type LevelResult { name: String!, percentage: Int! }
`);

/** @type {import('../server.mjs').ServiceDefinition} */
const survey = {
  name: 'survey',
  port: 8805,
  async create({ datasetsDir }) {
    const dataset = await loadDataset(datasetsDir || DEFAULT_DATASETS_DIR, 'survey.json');
    const inputError = (/** @type {() => unknown} */ run) => {
      try {
        return run();
      } catch (error) {
        // Shown to the client as a GraphQL error; anything else is a bug of the stand-in.
        if (error instanceof SurveyInputError) throw new Error(error.message, { cause: error });
        throw error;
      }
    };
    const rootValue = {
      getFilterFields: ({ country }) => inputError(() => countrySurvey(dataset, country).filterFields()),
      getSurvey: ({ country, ...selection }) =>
        inputError(() => countrySurvey(dataset, country).survey(selection)),
      getTranslations: ({ locale }) => {
        if (!TRANSLATED_LOCALES.includes(locale)) {
          throw new Error(`Translations exist only for ${TRANSLATED_LOCALES.join(' and ')}`);
        }
        return Object.entries(dataset.translations[locale]).map(([name, translation]) => ({
          name,
          translation,
        }));
      },
    };

    return [
      route('POST', '/graphql', async ({ json: readJson }) => {
        const { query, variables, operationName } = /** @type {Record<string, unknown>} */ (
          (await readJson()) ?? {}
        );
        if (typeof query !== 'string' || query.trim() === '') {
          throw new HttpError(400, 'Must provide query string.', {
            errors: [{ message: 'Must provide query string.' }],
          });
        }
        const result = await graphql({
          schema,
          source: query,
          rootValue,
          variableValues: /** @type {Record<string, unknown> | undefined} */ (variables ?? undefined),
          operationName: typeof operationName === 'string' ? operationName : undefined,
        });
        return json(200, result);
      }),
    ];
  },
};

export default survey;

// `node scripts/services/survey/index.mjs` runs this service alone (port 8805 + SERVICES_PORT_OFFSET).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = survey.port + Number(process.env.SERVICES_PORT_OFFSET || 0);
  const log = (/** @type {string} */ line) => console.log(line);
  const running = await startService(survey, { port, dataDir: '', datasetsDir: DEFAULT_DATASETS_DIR, log });
  console.log(`survey     ${running.url}/graphql`);
}
