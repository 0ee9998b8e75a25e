/**
 * What the article card and list item read of an article: part of the model's ArticleCard
 * (model/article-card.ts), which a search result (worker/search/results.ts) also fills.
 */
import type { ArticleCard, CategoryLink } from '../../model/article-card';

export type ArticleCardModel = Pick<
  ArticleCard,
  'id' | 'title' | 'href' | 'publishDate' | 'timeToRead' | 'readingTimeUnit' | 'image'
> & {
  category: Pick<CategoryLink, 'name' | 'href' | 'language'> | null;
  /** The language its title is written in, when known: marks a title in another language than the page. */
  language?: ArticleCard['language'];
};
