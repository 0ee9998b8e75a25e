/**
 * LatestArticlesByCategory (spec §2 blocks): the latest articles of one category, with a link to its page.
 * The view names the category; its articles are read after the page's items
 * (worker/blocks/article-lists.ts).
 */
import * as v from 'valibot';

import type { ArticleCard } from '../article-card';

import { articleCount } from './block-articles';
import { blockType } from './block-type';

export interface LatestArticlesByCategoryView {
  id: string;
  title: string | null;
  categorySlug: string;
  /** How many articles to read. */
  total: number;
  /** The category's name and page, once its articles are read. */
  category: { name: string; href: string | null } | null;
  articles: ArticleCard[];
}

export const latestArticlesByCategory = blockType({
  typename: 'LatestArticlesByCategory',
  fields: /* GraphQL */ `
      title
      totalArticles
      category {
        id
        slug
        name
      }`,
  entries: {
    title: v.nullish(v.string()),
    totalArticles: v.nullish(v.number()),
    category: v.nullish(v.object({ id: v.string(), slug: v.string(), name: v.nullish(v.string()) })),
  },
  view: (item): LatestArticlesByCategoryView | null => {
    if (!item.category) return null;
    return {
      id: item.id,
      title: item.title ?? null,
      categorySlug: item.category.slug,
      total: articleCount(item.totalArticles),
      category: null,
      articles: [],
    };
  },
});
