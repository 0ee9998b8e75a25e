/**
 * Categories with their latest articles (spec §7 GetLatestArticlesByCategory and
 * GetCategoriesWithLatestArticles, §9 four latest): the schemas, views and mappers.
 */
import * as v from 'valibot';

import {
  articleCardSchema,
  categoryLink,
  categoryRefSchema,
  CATEGORY_LATEST_TOTAL,
  toLatestCards,
  type ArticleCard,
  type CategoryLink,
} from './article-card';
import { sectionPathSchema } from './links';
import { isMissingTitle, type Language } from './locale';
import { sectionPathView, type SectionPathView } from './section';

// A category and its latest articles.
const withLatestEntries = {
  ...categoryRefSchema.entries,
  relatedArticlesInCategory: v.array(articleCardSchema),
};

/** GetLatestArticlesByCategory. */
export const latestArticlesByCategorySchema = v.object({
  categories: v.array(
    v.object({
      ...withLatestEntries,
      locale: v.string(),
      relatedCategorySection: v.nullish(sectionPathSchema),
    }),
  ),
});

export type LatestArticlesByCategoryData = v.InferOutput<typeof latestArticlesByCategorySchema>;

/** GetCategoriesWithLatestArticles. */
export const categoriesWithLatestArticlesSchema = v.object({
  categories: v.array(
    v.object({
      ...withLatestEntries,
      relatedCategorySection: v.nullish(sectionPathSchema),
      children: v.array(v.object(withLatestEntries)),
    }),
  ),
});

export type CategoriesWithLatestArticlesData = v.InferOutput<typeof categoriesWithLatestArticlesSchema>;

/** A category and its latest articles. */
export interface LatestArticles {
  /** Null when the category does not exist on the site, or is a missing translation. */
  category: CategoryLink | null;
  articles: ArticleCard[];
}

/** A child category and its latest articles. */
export interface ChildCategoryWithLatestArticles extends CategoryLink {
  /** At most 4, newest first, without placeholders. */
  articles: ArticleCard[];
}

/** A top-level category of a section with its latest articles and its children's (spec §7, §9). */
export interface CategoryWithLatestArticles extends ChildCategoryWithLatestArticles {
  section: SectionPathView | null;
  /** By name, ascending. */
  children: ChildCategoryWithLatestArticles[];
}

/**
 * The first category of GetLatestArticlesByCategory with its first `total` cards (read with LIST_LOOKAHEAD
 * more); none when missing or untranslated.
 */
export function toLatestArticles(
  data: LatestArticlesByCategoryData,
  total: number,
  language: Language,
): LatestArticles {
  const [category] = data.categories;
  if (!category || isMissingTitle(category.name)) return { category: null, articles: [] };
  return {
    category: categoryLink(category, category.relatedCategorySection, language),
    articles: toLatestCards(category.relatedArticlesInCategory, total, language),
  };
}

/** The categories of GetCategoriesWithLatestArticles and their children, without missing translations. */
export function toCategoriesWithLatest(
  data: CategoriesWithLatestArticlesData,
  language: Language,
): CategoryWithLatestArticles[] {
  return data.categories
    .filter((category) => !isMissingTitle(category.name))
    .map((category) => {
      const section = category.relatedCategorySection;
      return {
        ...categoryLink(category, section, language),
        section: sectionPathView(section),
        articles: toLatestCards(category.relatedArticlesInCategory, CATEGORY_LATEST_TOTAL, language),
        children: category.children
          .filter((child) => !isMissingTitle(child.name))
          .map((child) => ({
            ...categoryLink(child, section, language),
            articles: toLatestCards(child.relatedArticlesInCategory, CATEGORY_LATEST_TOTAL, language),
          })),
      };
    });
}
