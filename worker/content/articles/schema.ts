import * as v from 'valibot';

import { articleCardSchema, categoryRefSchema } from '../../../model/article-card';
import { jsonObjectSchema, jsonSchema } from '../../../model/json';
import { sectionPathSchema } from '../../../model/links';
import { richTextSchema } from '../../../model/rich-text';
import { seoSchema } from '../../../model/seo';

import { additionalContentSchema } from './fields';

const localizationSchema = v.object({ locale: v.string(), title: v.nullish(v.string()), slug: v.string() });

/** One article of getArticles, in full. */
export const articleSchema = v.object({
  ...articleCardSchema.entries,
  stage: v.picklist(['DRAFT', 'PUBLISHED']),
  showExcerpt: v.nullish(v.boolean()),
  mediaUrl: v.nullish(v.string()),
  hideEmbeddedFormInSection: v.nullish(v.boolean()),
  additionalData: v.nullish(jsonSchema),
  podcast: v.nullish(
    v.object({
      appleUrl: v.nullish(v.string()),
      googleUrl: v.nullish(v.string()),
      spotifyUrl: v.nullish(v.string()),
    }),
  ),
  category: v.nullish(
    v.object({
      ...categoryRefSchema.entries,
      relatedCategorySection: v.nullish(sectionPathSchema),
      parent: v.nullish(categoryRefSchema),
    }),
  ),
  content: v.nullish(v.object({ ...richTextSchema.entries, references: v.array(jsonObjectSchema) })),
  contactUs: v.nullish(richTextSchema),
  additionalContent: v.nullish(additionalContentSchema),
  formData: v.nullish(jsonObjectSchema),
  seo: v.nullish(seoSchema),
  alternates: v.array(localizationSchema),
});

/** getArticles. */
export const getArticlesSchema = v.object({ articles: v.array(articleSchema) });

/** GetArticlesByCategoryPagination, GetArticlesByAuthorPagination: a page of a connection. */
export const articlesConnectionSchema = v.object({
  aggregate: v.object({ count: v.number() }),
  edges: v.array(v.object({ node: articleCardSchema })),
});

export const articlesPaginationSchema = v.object({ articlesConnection: articlesConnectionSchema });

/** GetLatestArticlesByCategory. */
export const latestArticlesByCategorySchema = v.object({
  categories: v.array(
    v.object({
      id: v.string(),
      name: v.nullish(v.string()),
      slug: v.string(),
      locale: v.string(),
      relatedCategorySection: v.nullish(sectionPathSchema),
      relatedArticlesInCategory: v.array(articleCardSchema),
    }),
  ),
});

export type ArticleData = v.InferOutput<typeof articleSchema>;
export type ArticlesConnectionData = v.InferOutput<typeof articlesConnectionSchema>;
