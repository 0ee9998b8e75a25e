import * as v from 'valibot';

import { articleCardSchema } from '../../../model/article-card';
import { sectionPathSchema } from '../../../model/links';
import { richTextSchema } from '../../../model/rich-text';
import { seoSchema } from '../../../model/seo';
import { additionalContentSchema } from '../articles/fields';

const namedLocalizationSchema = v.object({ locale: v.string(), name: v.nullish(v.string()) });

/** A parent or child category of GetCategory, with its names in every locale. */
const relativeSchema = v.object({
  id: v.string(),
  slug: v.string(),
  localizations: v.array(namedLocalizationSchema),
});

/** One category of GetCategory: read without locales, so every localisation comes along. */
export const categorySchema = v.object({
  id: v.string(),
  slug: v.string(),
  locale: v.string(),
  sites: v.array(v.string()),
  description: v.nullish(richTextSchema),
  parent: v.nullish(relativeSchema),
  children: v.array(relativeSchema),
  relatedCategorySection: v.nullish(sectionPathSchema),
  additionalContent: v.nullish(additionalContentSchema),
  seo: v.nullish(seoSchema),
  localizations: v.array(
    v.object({
      ...namedLocalizationSchema.entries,
      slug: v.string(),
      description: v.nullish(richTextSchema),
      seo: v.nullish(seoSchema),
    }),
  ),
});

/** GetCategory. */
export const getCategorySchema = v.object({ categories: v.array(categorySchema) });

/** GetCategoriesWithLatestArticles. */
export const categoriesWithLatestArticlesSchema = v.object({
  categories: v.array(
    v.object({
      id: v.string(),
      name: v.nullish(v.string()),
      slug: v.string(),
      relatedCategorySection: v.nullish(sectionPathSchema),
      relatedArticlesInCategory: v.array(articleCardSchema),
      children: v.array(
        v.object({
          id: v.string(),
          name: v.nullish(v.string()),
          slug: v.string(),
          relatedArticlesInCategory: v.array(articleCardSchema),
        }),
      ),
    }),
  ),
});

export type CategoryData = v.InferOutput<typeof categorySchema>;
export type CategoriesWithLatestArticlesData = v.InferOutput<typeof categoriesWithLatestArticlesSchema>;
