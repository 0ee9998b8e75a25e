import type { Context } from 'hono';

import { toArticleCards, type ArticleCard, type CategoryLink } from '../../../model/article-card';
import { isMissingTitle } from '../../../model/locale';
import type { AppEnv } from '../../env';
import { contentScope, runQuery } from '../context';
import { GetLatestArticlesByCategory } from '../documents';

import { categoryHref, sectionPath } from './links';
import { latestArticlesByCategorySchema } from './schema';

/** Latest articles are 4 unless a block asks for another number (spec §7, §9). */
export const DEFAULT_LATEST_TOTAL = 4;

export interface LoadLatestArticlesOptions {
  categorySlug: string;
  total?: number;
  /** Leaves out the article being read. */
  ignoredArticleId?: string;
}

export interface LatestArticles {
  /** Null when the category does not exist on the site, or is a missing translation. */
  category: CategoryLink | null;
  articles: ArticleCard[];
}

/**
 * The latest articles of a category on the request's site (GetLatestArticlesByCategory, spec §7):
 * newest first, at most `total`, without placeholders titled '-' and without `ignoredArticleId`.
 * @throws ContentError or a validation Error when the CMS fails or answers an unexpected shape
 */
export function loadLatestArticlesByCategory(
  c: Context<AppEnv>,
  { categorySlug, total = DEFAULT_LATEST_TOTAL, ignoredArticleId }: LoadLatestArticlesOptions,
): Promise<LatestArticles> {
  if (!Number.isInteger(total) || total < 1 || total > 100) {
    throw new RangeError(`total must be a whole number from 1 to 100, got ${total}`);
  }
  const { site, locale, localesWithDefault } = contentScope(c);
  const { language } = c.var;
  return runQuery(c, {
    name: 'GetLatestArticlesByCategory',
    document: GetLatestArticlesByCategory,
    variables: {
      where: { slug: categorySlug, sites_contains_some: [site] },
      totalArticles: total,
      site,
      locale,
      localesWithDefault,
      ignoredArticleId: ignoredArticleId ?? null,
    },
    schema: latestArticlesByCategorySchema,
    map: ({ categories: [category] }) => {
      if (!category || isMissingTitle(category.name)) return { category: null, articles: [] };
      const section = sectionPath(category.relatedCategorySection);
      return {
        category: {
          id: category.id,
          name: category.name ?? '',
          slug: category.slug,
          href: categoryHref(language, section, category.slug),
        },
        articles: toArticleCards(category.relatedArticlesInCategory, language),
      };
    },
  });
}
