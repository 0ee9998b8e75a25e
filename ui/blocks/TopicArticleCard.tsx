import { Text } from 'braid-design-system';

import type { ArticleCard as ArticleCardView } from '../../model/article-card';
import type { TopicCardField } from '../../model/blocks/topic-list';
import { ArticleCard } from '../components/ArticleCard';

export interface TopicArticleCardProps {
  article: ArticleCardView;
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
