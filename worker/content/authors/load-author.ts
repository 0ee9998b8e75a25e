import type { Context } from 'hono';

import {
  checkPageSize,
  DEFAULT_PAGE_SIZE,
  normalisePage,
  listWindow,
  toArticlesPage,
} from '../../../model/articles-page';
import { authorWithArticlesSchema, toAuthorView, type AuthorWithArticles } from '../../../model/author';
import { isMissingTitle } from '../../../model/locale';
import type { AppEnv } from '../../env';
import { notFound } from '../../errors';
import { contentScope, runQuery } from '../context';
import { GetAuthorWithArticles } from '../documents';
import { authorListTags } from '../list-tags';

export interface LoadAuthorOptions {
  slug: string;
  /** From the route, normalised (spec §5): non-numbers and numbers below 1 are 1, fractions truncated. */
  page: unknown;
  pageSize?: number;
}

/**
 * The author page's view model (GetAuthorWithArticles, spec §2, §7): the author on the request's site
 * and one page of their articles there, newest first, without the articles a list leaves out (spec §5). A page beyond
 * the last has no items but the right total.
 * @throws HttpError 404 with the slug when it is empty, when there is no such author on the site, or when
 *   the author's name is a missing translation (spec §5, §8)
 * @throws ContentError or a validation Error when the CMS fails or answers an unexpected shape
 */
export async function loadAuthorWithArticles(
  c: Context<AppEnv>,
  { slug, page, pageSize = DEFAULT_PAGE_SIZE }: LoadAuthorOptions,
): Promise<AuthorWithArticles> {
  if (slug.trim() === '') throw notFound(slug);
  const { site, locale, localesWithDefault } = contentScope(c);
  const language = c.get('language');
  const current = normalisePage(page);
  const size = checkPageSize(pageSize);
  const window = listWindow(current, size);
  const { authors, articlesConnection } = await runQuery(c, {
    name: 'GetAuthorWithArticles',
    document: GetAuthorWithArticles,
    variables: { slug, site, locale, localesWithDefault, ...window },
    schema: authorWithArticlesSchema,
    listTags: authorListTags(slug),
  });
  const [author] = authors;
  if (!author || !author.sites.includes(site) || isMissingTitle(author.name)) throw notFound(slug);
  return {
    author: toAuthorView(author, language),
    articles: toArticlesPage(articlesConnection, window, current, size, language),
  };
}
