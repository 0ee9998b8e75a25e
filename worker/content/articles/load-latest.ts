import type { Context } from 'hono';
import * as v from 'valibot';

import {
  articleCardSchema,
  LIST_LOOKAHEAD,
  toLatestCards,
  type ArticleCard,
} from '../../../model/article-card';
import {
  latestArticlesByCategorySchema,
  toLatestArticles,
  type LatestArticles,
} from '../../../model/category-latest-articles';
import type { AppEnv } from '../../env';
import { contentScope, runQuery } from '../context';
import { GetLatestArticlesByCategory } from '../documents';
import { GetLatestArticles } from '../documents/latest-articles';
import { categoryListTags, latestListTags } from '../list-tags';

/** Latest articles are 4 unless a block asks for another number (spec §7, §9). */
const DEFAULT_LATEST_TOTAL = 4;

export interface LoadLatestArticlesOptions {
  categorySlug: string;
  total?: number;
  /** Leaves out the article being read. */
  ignoredArticleId?: string;
}

/**
 * The latest articles of a category on the request's site (GetLatestArticlesByCategory, spec §7):
 * newest first, at most `total`, without `ignoredArticleId` nor the articles a list leaves out (spec §5).
 * @throws ContentError or a validation Error when the CMS fails or answers an unexpected shape
 */
export async function loadLatestArticlesByCategory(
  c: Context<AppEnv>,
  { categorySlug, total = DEFAULT_LATEST_TOTAL, ignoredArticleId }: LoadLatestArticlesOptions,
): Promise<LatestArticles> {
  if (!Number.isInteger(total) || total < 1 || total > 100) {
    throw new RangeError(`total must be a whole number from 1 to 100, got ${total}`);
  }
  const { site, locale, localesWithDefault } = contentScope(c);
  const language = c.get('language');
  const response = await runQuery(c, {
    name: 'GetLatestArticlesByCategory',
    document: GetLatestArticlesByCategory,
    variables: {
      where: { slug: categorySlug, sites_contains_some: [site] },
      totalArticles: Math.min(total + LIST_LOOKAHEAD, 100),
      site,
      locale,
      localesWithDefault,
      ignoredArticleId: ignoredArticleId ?? null,
    },
    schema: latestArticlesByCategorySchema,
    listTags: categoryListTags(categorySlug),
  });
  return toLatestArticles(response, total, language);
}

const latestSchema = v.object({ articles: v.array(articleCardSchema) });

/**
 * The latest `total` articles of the request's site, or of its section `sectionName` (GetLatestArticles, spec
 * §7), newest first, without the articles a list leaves out (spec §5).
 */
export async function loadLatestArticles(
  c: Context<AppEnv>,
  { total, sectionName }: { total: number; sectionName: string | null },
): Promise<ArticleCard[]> {
  const { site, localesWithDefault } = contentScope(c);
  const where: Record<string, unknown> = { sites_contains_some: [site], title_not: '-' };
  if (sectionName) where.category = { relatedCategorySection: { sectionName } };
  const response = await runQuery(c, {
    name: 'GetLatestArticles',
    document: GetLatestArticles,
    variables: { where, first: total + LIST_LOOKAHEAD, localesWithDefault },
    schema: latestSchema,
    listTags: latestListTags(site, sectionName),
  });
  return toLatestCards(response.articles, total, c.get('language'));
}
