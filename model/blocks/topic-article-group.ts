/** TopicArticleGroup (spec §2 blocks): articles grouped by topic, each topic with its newest articles. */
import * as v from 'valibot';

import { articleCardSchema, toArticleCards, type ArticleCard } from '../article-card';
import { richTextSchema, richTextView, type RichTextContent } from '../rich-text';

import { articleCount, articleSelection } from './block-articles';
import { blockType } from './block-type';

export interface ArticleTopicView {
  id: string;
  name: string;
  description: RichTextContent | null;
  articles: ArticleCard[];
}

export interface TopicArticleGroupView {
  id: string;
  title: string | null;
  topics: ArticleTopicView[];
}

export const topicArticleGroup = blockType({
  typename: 'TopicArticleGroup',
  fields: /* GraphQL */ `
      title
      articlesPerTopic
      topics {
        id
        name
        slug
        description {
          ...RichTextFields
        }
        relatedArticlesInTopic${articleSelection(', orderBy: publishDate_DESC, first: 12')}
      }`,
  entries: {
    title: v.nullish(v.string()),
    articlesPerTopic: v.nullish(v.number()),
    topics: v.array(
      v.object({
        id: v.string(),
        name: v.nullish(v.string()),
        slug: v.string(),
        description: v.nullish(richTextSchema),
        relatedArticlesInTopic: v.array(articleCardSchema),
      }),
    ),
  },
  view: (item, scope): TopicArticleGroupView | null => {
    const perTopic = articleCount(item.articlesPerTopic);
    const topics = item.topics
      .map((topic) => ({
        id: topic.id,
        name: topic.name ?? '',
        description: richTextView(topic.description),
        articles: toArticleCards(topic.relatedArticlesInTopic, scope.language).slice(0, perTopic),
      }))
      .filter((topic) => topic.name && topic.articles.length > 0);
    return topics.length ? { id: item.id, title: item.title ?? null, topics } : null;
  },
});
