/** Shapes of the survey GraphQL answers (spec §3 Data Lab survey model), validated before use. */
import * as v from 'valibot';

const names = v.array(v.string());

export const filterFieldsSchema = v.object({
  getFilterFields: v.object({
    survey: v.string(),
    industries: names,
    genders: names,
    // Spec §3: the key is also spelt `senioritys`.
    seniorities: v.optional(names),
    senioritys: v.optional(names),
    generations: names,
    locations: names,
    workTypes: names,
  }),
});

export const importanceLevels = ['must', 'delight', 'neutral', 'putOff'] as const;
export type ImportanceLevel = (typeof importanceLevels)[number];

const levelResults = v.array(v.object({ name: v.picklist(importanceLevels), percentage: v.number() }));

const categorySchema = v.object({
  rank: v.number(),
  name: v.string(),
  results: levelResults,
  subCategories: v.array(v.object({ name: v.string(), results: levelResults })),
});

const groupEntries = {
  name: v.string(),
  respondents: v.number(),
  hasMissingData: v.boolean(),
  hasLackOfSampleSizeData: v.boolean(),
  categories: v.array(categorySchema),
};

export const surveySchema = v.object({
  getSurvey: v.object({
    survey: v.string(),
    respondents: v.number(),
    totalRespondents: v.number(),
    demographic: v.array(
      v.object({
        key: v.string(),
        name: v.string(),
        icon: v.string(),
        sum: v.number(),
        results: v.array(v.object({ name: v.string(), count: v.number() })),
      }),
    ),
    drivers: v.array(
      v.object({
        name: v.string(),
        secondaryDriver: v.nullable(v.string()),
        driverOptions: v.array(
          v.object({ ...groupEntries, secondaryDriverOptions: v.array(v.object(groupEntries)) }),
        ),
      }),
    ),
  }),
});

export const translationsSchema = v.object({
  getTranslations: v.array(v.object({ name: v.string(), translation: v.string() })),
});

export type FilterFields = v.InferOutput<typeof filterFieldsSchema>['getFilterFields'];
export type SurveyResult = v.InferOutput<typeof surveySchema>['getSurvey'];
export type SurveyCategory = v.InferOutput<typeof categorySchema>;
