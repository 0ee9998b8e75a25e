/**
 * What an article's body embeds (spec §2 "Article page", "Custom article embeds by title"; §3 Article content
 * references): an asset (an image, or a video or audio file), an accordion group, or a custom embed named by its
 * title. Their schema (the references ArticleContentFields selects), their views and the mapper. A custom embed
 * that shows data from elsewhere (an insights tool's figures, the Data Lab landing form) has it filled in by the
 * worker (worker/blocks/article-embeds.ts) before the page renders.
 */
import * as v from 'valibot';

import { accordionGroupSchema, type AccordionView } from './blocks/accordion-group';
import type { DataLabFiltersProps } from './data-lab';
import { assetSchema, imageSizes, resizeAsset } from './image';
import type { InsightsToolName } from './insights/tools';
import type { InsightsToolView } from './insights/views';
import { isObject, jsonSchema, type JsonValue } from './json';
import { richTextView } from './rich-text';

/** The custom article embeds by title (spec §2), each with the insights tool it shows, or null. */
export const articleEmbeds = {
  TOP_JOB_GROWTH: 'jobGrowth',
  FASTEST_GROWING_SALARIES: 'fastestGrowing',
  HIGHEST_PAYING_JOBS: 'highestPaying',
  GENERATION_DRIVERS_SUMMARY: 'happinessSummary',
  GENERATION_DRIVERS_INTERACTIVE: 'generations',
  QUERY_FILTER_TAL: null,
  JOBAD_FEATURE_CHART: null,
} as const satisfies Record<string, InsightsToolName | null>;

export type ArticleEmbedTitle = keyof typeof articleEmbeds;

/** The embeds that are insights tools. */
export type InsightsEmbedTitle = {
  [T in ArticleEmbedTitle]: (typeof articleEmbeds)[T] extends null ? never : T;
}[ArticleEmbedTitle];

const isEmbedTitle = (title: string): title is ArticleEmbedTitle => Object.hasOwn(articleEmbeds, title);

const assetReferenceSchema = v.object({ ...assetSchema.entries, __typename: v.literal('Asset') });

const accordionGroupReferenceSchema = v.object({
  ...accordionGroupSchema.entries,
  __typename: v.literal('AccordionGroup'),
});

const customContentSchema = v.object({
  __typename: v.literal('CustomContent'),
  id: v.string(),
  title: v.nullish(v.string()),
  data: v.nullish(jsonSchema),
});

const knownReferenceSchema = v.variant('__typename', [
  assetReferenceSchema,
  accordionGroupReferenceSchema,
  customContentSchema,
]);

const knownTypenames: readonly string[] = knownReferenceSchema.options.map(
  (option) => option.entries.__typename.literal,
);

// Any other type the body embeds comes with its __typename alone (the fragment selects nothing else of it).
const otherReferenceSchema = v.object({
  __typename: v.pipe(
    v.string(),
    v.check((name) => !knownTypenames.includes(name), 'malformed rich-text reference'),
  ),
});

/** A reference of an article's body as ArticleContentFields reads it (spec §3). */
export const articleReferenceSchema = v.union([knownReferenceSchema, otherReferenceSchema]);

export type ArticleReferenceData = v.InferOutput<typeof articleReferenceSchema>;

// The views are type aliases, not interfaces: the rich-text renderer takes them as plain JSON records.

/** An embedded asset, resized to the default size (spec §9; `max` keeps its ratio, so width and height hold). */
export type AssetReference = {
  __typename: 'Asset';
  id: string;
  url: string;
  fileName: string | null;
  mimeType: string | null;
  width: number | null;
  height: number | null;
  alt: string | null;
};

/** An embedded accordion group, rendered as the accordion block. */
export type AccordionGroupReference = {
  __typename: 'AccordionGroup';
  id: string;
  title: string | null;
  accordions: AccordionView[];
};

/** An insights tool: the CMS's options (`{ country, generation }`), then its figures once the worker read them. */
export type InsightsEmbedReference = {
  __typename: 'CustomContent';
  id: string;
  embed: InsightsEmbedTitle;
  options: JsonValue;
  /** Null before the worker read them, and when the country has no data (nothing shown). */
  insights: InsightsToolView | null;
};

/** QUERY_FILTER_TAL: the Data Lab filters for the survey the article names, applying to the site's results. */
export type DataLabEmbedReference = {
  __typename: 'CustomContent';
  id: string;
  embed: 'QUERY_FILTER_TAL';
  /** The article's `additionalData.datalabSurvey`, or null for the site's survey. */
  survey: string | null;
  /** The Data Lab results of the site's country, once the worker filled it in. */
  href: string | null;
  /** The landing form (null when its survey could not be read: the link alone). */
  dataLab: DataLabFiltersProps | null;
};

/** The job ad feature chart: it shows nothing from elsewhere. */
export type ChartEmbedReference = { __typename: 'CustomContent'; id: string; embed: 'JOBAD_FEATURE_CHART' };

/** A title nobody knows (null): '--'. */
export type UnknownEmbedReference = { __typename: 'CustomContent'; id: string; embed: null };

/** A custom embed by its title (spec §2 "Custom article embeds by title"). */
export type CustomEmbedReference =
  InsightsEmbedReference | DataLabEmbedReference | ChartEmbedReference | UnknownEmbedReference;

/** What an article's body embeds, by `__typename` (and a custom embed by `embed`). */
export type ArticleReference = AssetReference | AccordionGroupReference | CustomEmbedReference;

type CustomContentData = v.InferOutput<typeof customContentSchema>;

/** The survey an article names for its QUERY_FILTER_TAL (`additionalData.datalabSurvey`), or null. */
function namedSurvey(additionalData: JsonValue | undefined): string | null {
  const named = isObject(additionalData) ? additionalData.datalabSurvey : undefined;
  return typeof named === 'string' && named.trim() ? named.trim() : null;
}

function customEmbed(
  { id, title, data }: CustomContentData,
  additionalData: JsonValue | undefined,
): CustomEmbedReference {
  const base = { __typename: 'CustomContent', id } as const;
  const embed = title && isEmbedTitle(title) ? title : null;
  if (embed === 'QUERY_FILTER_TAL')
    return { ...base, embed, survey: namedSurvey(additionalData), href: null, dataLab: null };
  if (embed === null || embed === 'JOBAD_FEATURE_CHART') return { ...base, embed };
  return { ...base, embed, options: data ?? null, insights: null };
}

function articleReference(
  reference: ArticleReferenceData,
  additionalData: JsonValue | undefined,
): ArticleReference[] {
  if (!('id' in reference)) return [];
  switch (reference.__typename) {
    case 'Asset':
      return [
        {
          __typename: 'Asset',
          id: reference.id,
          url: resizeAsset(reference.url, imageSizes.default),
          fileName: reference.fileName ?? null,
          mimeType: reference.mimeType ?? null,
          width: reference.width ?? null,
          height: reference.height ?? null,
          alt: reference.alt ?? null,
        },
      ];
    case 'AccordionGroup':
      return [
        {
          __typename: 'AccordionGroup',
          id: reference.id,
          title: reference.title ?? null,
          accordions: reference.accordions.map((accordion) => ({
            id: accordion.id,
            label: accordion.label ?? '',
            content: richTextView(accordion.content),
          })),
        },
      ];
    case 'CustomContent':
      return [customEmbed(reference, additionalData)];
  }
}

/**
 * The views of an article body's references. Entries of other types are left out: they have no id to be
 * embedded by (the rich text warns where one was). `additionalData` is the article's: it names the survey of
 * its QUERY_FILTER_TAL.
 */
export function articleReferences(
  references: readonly ArticleReferenceData[],
  additionalData: JsonValue | undefined,
): ArticleReference[] {
  return references.flatMap((reference) => articleReference(reference, additionalData));
}
