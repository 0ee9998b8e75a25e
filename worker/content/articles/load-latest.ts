import type { Context } from 'hono';

import { LIST_LOOKAHEAD } from '../../../model/article-card';
import {
  latestArticlesByCategorySchema,
  toLatestArticles,
  type LatestArticles,
} from '../../../model/category-latest-articles';
import type { AppEnv } from '../../env';
import { contentScope, runQuery } from '../context';
import { GetLatestArticlesByCategory } from '../documents';
import { categoryListTags } from '../list-tags';

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
