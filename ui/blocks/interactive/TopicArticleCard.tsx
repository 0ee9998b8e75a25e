import { Text } from 'braid-design-system';

import { ArticleCard } from '../../components/ArticleCard';

import type { TopicArticleModel, TopicCardField } from './types';

export interface TopicArticleCardProps {
  article: TopicArticleModel;
  /** What the card shows besides image and title (spec §3 topic list cardFields). */
  fields: readonly TopicCardField[];
}

/** An article of a topic list: the shared article card, showing only the fields the editor chose. */
export function TopicArticleCard({ article, fields }: TopicArticleCardProps) {
  const show = (field: TopicCardField) => fields.includes(field);
  const shown = {
    ...article,
    category: show('Category') ? article.category : null,
    publishDate: show('PublishDate') ? article.publishDate : null,
  };
  return (
    <ArticleCard article={shown} headingLevel="4" showTimeToRead={show('ReadTime')}>
      {show('Excerpt') && article.excerpt ? <Text tone="secondary">{article.excerpt}</Text> : null}
    </ArticleCard>
  );
}
