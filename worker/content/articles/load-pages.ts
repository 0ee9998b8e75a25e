import type { Context } from 'hono';

import {
  articlesPaginationSchema,
  checkPageSize,
  DEFAULT_PAGE_SIZE,
  normalisePage,
  listWindow,
  toArticlesPage,
  type ArticlesPage,
} from '../../../model/articles-page';
import type { AppEnv } from '../../env';
import { contentScope, runQuery } from '../context';
import { GetArticlesByCategoryPagination } from '../documents';
import { categoryListTags } from '../list-tags';

export interface LoadCategoryPageOptions {
  categorySlug: string;
  /** From the route, normalised (spec §5): non-numbers and numbers below 1 are 1, fractions truncated. */
  page: unknown;
  pageSize?: number;
}

/**
 * A page of a category's articles on the request's site, newest first, without the articles a list leaves out (spec §5: placeholders titled '-', empty content)
 * (GetArticlesByCategoryPagination, spec §7). A page beyond the last has no items but the right total.
 * @throws ContentError or a validation Error when the CMS fails or answers an unexpected shape
 */
export async function loadArticlesByCategoryPage(
  c: Context<AppEnv>,
  { categorySlug, page, pageSize = DEFAULT_PAGE_SIZE }: LoadCategoryPageOptions,
): Promise<ArticlesPage> {
  const { site, locale, localesWithDefault } = contentScope(c);
  const language = c.get('language');
  const current = normalisePage(page);
  const size = checkPageSize(pageSize);
  const window = listWindow(current, size);
  const response = await runQuery(c, {
    name: 'GetArticlesByCategoryPagination',
    document: GetArticlesByCategoryPagination,
    variables: {
      where: {
        category: { slug: categorySlug, sites_contains_some: [site] },
        sites_contains_some: [site],
        title_not: '-',
      },
      locale,
      localesWithDefault,
      ...window,
    },
    schema: articlesPaginationSchema,
    listTags: categoryListTags(categorySlug),
  });
  return toArticlesPage(response.articlesConnection, window, current, size, language);
}
