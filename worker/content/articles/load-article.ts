import type { Context } from 'hono';

import { getArticlesSchema, toArticleView, type ArticleData, type ArticleView } from '../../../model/article';
import { isMissingTitle } from '../../../model/locale';
import { derivedStore } from '../../../model/read-only';
import type { AppEnv } from '../../env';
import { notFound } from '../../errors';
import { contentScope, runQuery } from '../context';
import { getArticles } from '../documents';

export interface LoadArticleOptions {
  slug: string;
  /** The route's section: its name ('life-at-seek') or path ('careers/life-at-seek'); any when absent. */
  section?: string;
}

function inSection(article: ArticleView, section: string | undefined): boolean {
  if (section === undefined) return true;
  // Articles without a section live under /career-advice (spec §2).
  const parts = article.section?.parts ?? ['career-advice'];
  return section === parts.at(-1) || section === parts.join('/');
}

// The cached value is the validated response, not the view model: a fallback read (spec §5) shares its
// variables with a request made in that locale, whose links and `translated` flag differ.
async function readArticles(c: Context<AppEnv>, slug: string, locales: string[]): Promise<ArticleData[]> {
  const response = await runQuery(c, {
    name: 'getArticles',
    document: getArticles,
    variables: {
      where: { slug, sites_contains_some: [contentScope(c).site] },
      locale: locales[0],
      localesWithDefault: locales,
    },
    schema: getArticlesSchema,
  });
  return response.articles;
}

// An article as read from the cache's shared data is viewed once per isolate in each language and locale.
const articleViews = derivedStore<ArticleView>();

/**
 * The article page's view model for a slug on the request's site and locale (spec §2, §3).
 * A title that is empty or '-' in its own locale, or a locale with a title but no body of its own, is a
 * missing translation: the next locale of the fallback order is read instead (spec §4, §5).
 * @throws HttpError 404 with the slug when it is empty, when there is no such article (in that section),
 *   when it is a placeholder titled '-', or when its content text is empty (spec §5, §8)
 * @throws ContentError or a validation Error when the CMS fails or answers an unexpected shape
 */
export async function loadArticle(
  c: Context<AppEnv>,
  { slug, section }: LoadArticleOptions,
): Promise<ArticleView> {
  if (slug.trim() === '') throw notFound(slug);
  const { locale: requested, localesWithDefault } = contentScope(c);
  let locales = localesWithDefault;
  while (locales.length > 0) {
    const article = (await readArticles(c, slug, locales))
      .map((item) =>
        articleViews(item, `${c.get('language')} ${requested}`, () =>
          toArticleView(item, c.get('language'), requested),
        ),
      )
      .find((item) => inSection(item, section));
    if (!article) break;
    // A title and a body of its own make a version in that locale; a title alone is a missing translation.
    if (!isMissingTitle(article.title) && article.hasOwnBody) return article;
    const at = locales.indexOf(article.locale);
    if (at < 0) break;
    locales = locales.slice(at + 1);
  }
  throw notFound(slug);
}
