/** ArticleCardGroup (spec §2 blocks): articles an editor chose, as cards or as a list. */
import * as v from 'valibot';

import { articleCardSchema, toArticleCards, type ArticleCard } from '../article-card';

import { articleSelection } from './block-articles';
import { blockType } from './block-type';

export interface ArticleCardGroupView {
  id: string;
  title: string | null;
  display: 'cards' | 'list';
  articles: ArticleCard[];
}

export const articleCardGroup = blockType({
  typename: 'ArticleCardGroup',
  fields: /* GraphQL */ `
      title
      display
      articles${articleSelection('')}`,
  entries: {
    title: v.nullish(v.string()),
    display: v.nullish(v.string()),
    articles: v.array(articleCardSchema),
  },
  view: (item, scope): ArticleCardGroupView | null => {
    const articles = toArticleCards(item.articles, scope.language);
    if (articles.length === 0) return null;
    const display = item.display === 'list' ? 'list' : 'cards';
    return { id: item.id, title: item.title ?? null, display, articles };
  },
});
