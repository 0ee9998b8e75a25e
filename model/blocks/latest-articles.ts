/**
 * LatestArticles (spec §2 blocks): the newest articles of the site, or of one section. Its articles are
 * read after the page's items (worker/blocks/article-lists.ts).
 */
import * as v from 'valibot';

import type { ArticleCard } from '../article-card';

import { articleCount } from './block-articles';
import { blockType } from './block-type';

export interface LatestArticlesView {
  id: string;
  title: string | null;
  /** How many articles to read. */
  total: number;
  /** Only this section's articles, when set. */
  sectionName: string | null;
  articles: ArticleCard[];
}

export const latestArticles = blockType({
  typename: 'LatestArticles',
  fields: /* GraphQL */ `
      title
      totalArticles
      section {
        id
        sectionName
      }`,
  entries: {
    title: v.nullish(v.string()),
    totalArticles: v.nullish(v.number()),
    section: v.nullish(v.object({ id: v.string(), sectionName: v.string() })),
  },
  view: (item): LatestArticlesView => ({
    id: item.id,
    title: item.title ?? null,
    total: articleCount(item.totalArticles),
    sectionName: item.section?.sectionName ?? null,
    articles: [],
  }),
});
