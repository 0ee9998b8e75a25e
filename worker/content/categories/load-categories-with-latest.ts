import type { Context } from 'hono';

import { toArticleCards } from '../../../model/article-card';
import { isMissingTitle } from '../../../model/locale';
import type { AppEnv } from '../../env';
import type { Language } from '../../site/sites';
import { categoryHref, sectionPath } from '../articles/links';
import { contentScope, runQuery } from '../context';
import { GetCategoriesWithLatestArticles } from '../documents';

import { categoriesWithLatestArticlesSchema, type CategoriesWithLatestArticlesData } from './schema';
import type { CategoryWithLatestArticles } from './types';

export interface LoadCategoriesWithLatestOptions {
  /** The section whose top-level categories to list, e.g. 'career-advice'. */
  sectionName: string;
}

function toCategoriesWithLatest(
  data: CategoriesWithLatestArticlesData,
  language: Language,
): CategoryWithLatestArticles[] {
  return data.categories
    .filter((category) => !isMissingTitle(category.name))
    .map((category) => {
      const section = sectionPath(category.relatedCategorySection);
      const link = (item: { id: string; name?: string | null; slug: string }) => ({
        id: item.id,
        name: item.name ?? '',
        slug: item.slug,
        href: categoryHref(language, section, item.slug),
      });
      return {
        ...link(category),
        section,
        articles: toArticleCards(category.relatedArticlesInCategory, language),
        children: category.children
          .filter((child) => !isMissingTitle(child.name))
          .map((child) => ({
            ...link(child),
            articles: toArticleCards(child.relatedArticlesInCategory, language),
          })),
      };
    });
}

/**
 * The top-level categories of a section on the request's site, by name, each with its 4 latest articles
 * and its children (by name) with theirs (GetCategoriesWithLatestArticles, spec §7, §9). Placeholders
 * titled '-' and categories whose name is a missing translation are left out (spec §5).
 * @throws ContentError or a validation Error when the CMS fails or answers an unexpected shape
 */
export function loadCategoriesWithLatestArticles(
  c: Context<AppEnv>,
  { sectionName }: LoadCategoriesWithLatestOptions,
): Promise<CategoryWithLatestArticles[]> {
  const { site, locale, localesWithDefault } = contentScope(c);
  const { language } = c.var;
  return runQuery(c, {
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
    map: (response) => toCategoriesWithLatest(response, language),
  });
}
