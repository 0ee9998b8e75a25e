/** The search API's responses (spec §3, §7; scripts/services/search/README.md), checked at the boundary. */
import * as v from 'valibot';

const nullableString = v.nullish(v.string(), null);

export const searchResultSchema = v.object({
  id: v.string(),
  title: v.string(),
  slug: v.string(),
  categoryName: nullableString,
  sectionName: nullableString,
  parentSectionName: nullableString,
  publishedAt: nullableString,
  featureImage: v.nullish(
    v.object({
      url: v.string(),
      alt: nullableString,
      width: v.nullish(v.number(), null),
      height: v.nullish(v.number(), null),
    }),
    null,
  ),
});

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** GET /api/cms-search: one page of results, the total count and the pagination fields. */
export const searchPageSchema = v.object({
  data: v.array(searchResultSchema),
  totalCount: count,
  page: count,
  limit: v.pipe(count, v.minValue(1)),
  totalPages: count,
});

/** GET /api/cms-search/autocomplete: title suggestions. */
export const suggestionsSchema = v.array(
  v.object({
    titleSuggestions: v.string(),
    sectionName: nullableString,
    parentSectionName: nullableString,
    slug: v.string(),
  }),
);

export type SearchResult = v.InferOutput<typeof searchResultSchema>;
export type SearchPage = v.InferOutput<typeof searchPageSchema>;
export type SuggestionData = v.InferOutput<typeof suggestionsSchema>[number];
