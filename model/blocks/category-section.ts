/**
 * CategorySection (spec §2 blocks): categories one under the other, each with its latest articles and a
 * link to its page. The view names the categories; their articles are read after the page's items
 * (worker/blocks/article-lists.ts).
 */
import * as v from 'valibot';

import type { ArticleCard } from '../article-card';

import { articleCount } from './block-articles';
import { blockType } from './block-type';

export interface SectionCategoryView {
  slug: string;
  name: string;
  /** The category page; null until its articles are read, and for a category without a section. */
  href: string | null;
  articles: ArticleCard[];
}

export interface CategorySectionView {
  id: string;
  title: string | null;
  perCategory: number;
  categories: SectionCategoryView[];
}

export const categorySection = blockType({
  typename: 'CategorySection',
  fields: /* GraphQL */ `
      title
      articlesPerCategory
      categories {
        id
        slug
        name
      }`,
  entries: {
    title: v.nullish(v.string()),
    articlesPerCategory: v.nullish(v.number()),
    categories: v.array(v.object({ id: v.string(), slug: v.string(), name: v.nullish(v.string()) })),
  },
  view: (item): CategorySectionView | null => {
    if (item.categories.length === 0) return null;
    return {
      id: item.id,
      title: item.title ?? null,
      perCategory: articleCount(item.articlesPerCategory),
      categories: item.categories.map((category) => ({
        slug: category.slug,
        name: category.name ?? '',
        href: null,
        articles: [],
      })),
    };
  },
});
