import * as v from 'valibot';

import { shortHash } from '../cache/keys';

import { contentClient } from './context';

/**
 * List tags (worker/cache/README.md "Lists that hear of new entries"): a cached list of articles names, beside
 * the entries it shows, the list it is, so that publishing an article purges the lists that should now show
 * it, though none of them names it yet. A tag is stored like an entry id (the purge index, the purge marks),
 * only on a list that shows at least one entry (an empty list is never stored: ../cache/not-found.ts).
 */

/** Every list of articles: what a publish purges when it cannot tell which lists an article is on. */
export const ARTICLE_LISTS_TAG = 'list-Article';

const tag = (kind: string, ...scope: string[]) => `list-${kind}-${shortHash(scope.join('\n'))}`;

/** The latest articles of a site, or of one of its sections (home and section landings). */
export const latestListTags = (site: string, sectionName: string | null) => [
  ARTICLE_LISTS_TAG,
  sectionName ? tag('section', site, sectionName) : tag('site', site),
];

/** A category's articles, on any site (category pages, latest-by-category blocks). */
export const categoryListTags = (categorySlug: string) => [ARTICLE_LISTS_TAG, tag('category', categorySlug)];

/** An author's articles (author pages). */
export const authorListTags = (authorSlug: string) => [ARTICLE_LISTS_TAG, tag('author', authorSlug)];

const GetArticleLists = /* GraphQL */ `
  query GetArticleLists($id: ID!, $stage: Stage!) {
    article(where: { id: $id }, stage: $stage) {
      sites
      authors {
        slug
      }
      category {
        slug
        relatedCategorySection {
          sectionName
        }
      }
    }
  }
`;

const articleListsSchema = v.object({
  article: v.nullable(
    v.object({
      sites: v.array(v.string()),
      authors: v.array(v.object({ slug: v.string() })),
      category: v.nullable(
        v.object({
          slug: v.string(),
          relatedCategorySection: v.nullable(v.object({ sectionName: v.nullable(v.string()) })),
        }),
      ),
    }),
  ),
});

/**
 * The tags of every list a published article belongs on: its sites' latest articles (and its section's), its
 * category's and its authors', read from the CMS (one call). When the CMS cannot say (it fails, or does not
 * have the article yet), every list of articles.
 */
export async function articleListTags(env: Env, articleId: string): Promise<string[]> {
  try {
    const raw = await (
      await contentClient(env, 'PUBLISHED')
    ).request<unknown>(GetArticleLists, {
      id: articleId,
      stage: 'PUBLISHED',
    });
    const { article } = v.parse(articleListsSchema, raw);
    if (!article) return [ARTICLE_LISTS_TAG];
    const section = article.category?.relatedCategorySection?.sectionName ?? null;
    const tags = article.sites.flatMap((site) => [
      ...latestListTags(site, null),
      ...(section ? latestListTags(site, section) : []),
    ]);
    if (article.category) tags.push(...categoryListTags(article.category.slug));
    for (const author of article.authors) tags.push(...authorListTags(author.slug));
    return [...new Set(tags)];
  } catch (error) {
    console.warn(
      `webhook: the lists of article ${articleId} are unknown, purging every list of articles: ${error instanceof Error ? error.message : error}`,
    );
    return [ARTICLE_LISTS_TAG];
  }
}
