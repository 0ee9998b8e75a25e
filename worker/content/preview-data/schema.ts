/** Valibot schema of GetPreviewData: an article and a page by id, each with every localization. */
import * as v from 'valibot';

import { sectionPathSchema } from '../../../model/links';

const localizationsSchema = v.array(
  v.object({ locale: v.string(), title: v.nullish(v.string()), slug: v.string() }),
);

export const previewArticleSchema = v.object({
  id: v.string(),
  stage: v.string(),
  sites: v.optional(v.array(v.string()), []),
  category: v.nullish(
    v.object({ id: v.string(), slug: v.string(), relatedCategorySection: v.nullish(sectionPathSchema) }),
  ),
  localizations: localizationsSchema,
});

export const previewPageSchema = v.object({
  id: v.string(),
  stage: v.string(),
  sites: v.optional(v.array(v.string()), []),
  relatedPageSection: v.nullish(sectionPathSchema),
  localizations: localizationsSchema,
});

export const getPreviewDataSchema = v.object({
  article: v.nullable(previewArticleSchema),
  page: v.nullable(previewPageSchema),
});

export type PreviewArticleData = v.InferOutput<typeof previewArticleSchema>;
export type PreviewPageData = v.InferOutput<typeof previewPageSchema>;
