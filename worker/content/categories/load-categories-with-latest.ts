import type { Context } from 'hono';

import {
  categoriesWithLatestArticlesSchema,
  toCategoriesWithLatest,
  type CategoryWithLatestArticles,
} from '../../../model/category-latest-articles';
import type { AppEnv } from '../../env';
import { contentScope, runQuery } from '../context';
import { GetCategoriesWithLatestArticles } from '../documents';

export interface LoadCategoriesWithLatestOptions {
  /** The section whose top-level categories to list, e.g. 'career-advice'. */
  sectionName: string;
}

/**
 * The top-level categories of a section on the request's site, by name, each with its 4 latest articles
 * and its children (by name) with theirs (GetCategoriesWithLatestArticles, spec §7, §9). Placeholders
 * titled '-' and categories whose name is a missing translation are left out (spec §5).
 * @throws ContentError or a validation Error when the CMS fails or answers an unexpected shape
 */
export async function loadCategoriesWithLatestArticles(
  c: Context<AppEnv>,
  { sectionName }: LoadCategoriesWithLatestOptions,
): Promise<CategoryWithLatestArticles[]> {
  const { site, locale, localesWithDefault } = contentScope(c);
  const language = c.get('language');
  const response = await runQuery(c, {
    name: 'GetCategoriesWithLatestArticles',
    document: GetCategoriesWithLatestArticles,
    variables: {
      where: { parent: null, sites_contains_some: [site] },
      sectionWhere: { sectionName, sites_contains_some: [site] },
      site,
      locale,
      localesWithDefault,
    },
    schema: categoriesWithLatestArticlesSchema,
  });
  return toCategoriesWithLatest(response, language);
}
