/** TopicList (spec §3 topic list): articles by topic, with the topic filter and the card fields to show. */
import * as v from 'valibot';

import { articleCardSchema, toArticleCards, type ArticleCard } from '../article-card';
import { richTextSchema, richTextView, type RichTextContent } from '../rich-text';

import { blockType } from './block-type';

const text = v.nullish(v.string());

const topicListEntries = {
  title: text,
  topicFilterLabel: text,
  topicFilterPlaceholder: text,
  setDefaultTopic: v.nullish(v.boolean()),
  cardFields: v.nullish(v.array(v.string())),
  topics: v.array(
    v.object({
      id: v.string(),
      name: text,
      slug: v.string(),
      description: v.nullish(richTextSchema),
      topicArticles: v.array(articleCardSchema),
    }),
  ),
};

/** What a topic's article card shows besides image and title. */
export type TopicCardField = 'Category' | 'Excerpt' | 'PublishDate' | 'ReadTime';

const TOPIC_CARD_FIELDS: readonly TopicCardField[] = ['Category', 'Excerpt', 'PublishDate', 'ReadTime'];

export interface TopicView {
  id: string;
  name: string;
  description: RichTextContent | null;
  articles: ArticleCard[];
}

export interface TopicListView {
  id: string;
  title: string | null;
  filterLabel: string;
  filterPlaceholder: string;
  /** The topic shown first: the first one when setDefaultTopic is set, else none (spec §4). */
  defaultTopicId: string | null;
  cardFields: TopicCardField[];
  topics: TopicView[];
}

export const topicList = blockType({
  typename: 'TopicList',
  fields: /* GraphQL */ `
      title
      topicFilterLabel
      topicFilterPlaceholder
      setDefaultTopic
      cardFields
      topics {
        id
        name
        slug
        description {
          ...RichTextFields
        }
        topicArticles: relatedArticlesInTopic(
          where: { title_not: "-" }
          orderBy: publishDate_DESC
          first: 12
        ) {
          ...ArticleCard
        }
      }`,
  entries: topicListEntries,
  // A topic needs a name, a list at least one topic; cards show category and date unless the CMS says.
  view: (item, scope): TopicListView | null => {
    const topics = item.topics
      .filter((topic) => Boolean(topic.name?.trim()))
      .map((topic) => ({
        id: topic.id,
        name: topic.name!.trim(),
        description: richTextView(topic.description),
        articles: toArticleCards(topic.topicArticles, scope.language),
      }));
    if (topics.length === 0) return null;
    const fields = (item.cardFields ?? []).filter((f): f is TopicCardField =>
      (TOPIC_CARD_FIELDS as readonly string[]).includes(f),
    );
    return {
      id: item.id,
      title: item.title ?? null,
      filterLabel: item.topicFilterLabel ?? '',
      filterPlaceholder: item.topicFilterPlaceholder ?? '',
      defaultTopicId: item.setDefaultTopic ? topics[0]!.id : null,
      cardFields: fields.length ? fields : ['Category', 'PublishDate'],
      topics,
    };
  },
});
