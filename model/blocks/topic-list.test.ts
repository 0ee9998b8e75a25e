import { describe, expect, it } from 'vitest';

import type { ViewScope } from '../locale';

import { blockView, type BlockItemData } from './registry';

const english: ViewScope = { locale: 'en_AU', language: 'en' };
const view = (item: Record<string, unknown>, scope = english, skip = false) =>
  blockView({ id: 'b', locale: 'en_AU', ...item } as BlockItemData, scope, skip);

describe('TopicList view', () => {
  it('topic lists show category and date unless the CMS names the card fields', () => {
    const topics = [
      { id: 't1', name: 'Jobs', slug: 'jobs', topicArticles: [] },
      { id: 't2', name: ' ', slug: 'none', topicArticles: [] },
    ];
    const list = view({ __typename: 'TopicList', setDefaultTopic: true, cardFields: ['Nope'], topics });
    expect(list).toMatchObject({ defaultTopicId: 't1', cardFields: ['Category', 'PublishDate'] });
    expect(list?.__typename === 'TopicList' && list.topics.map((t) => t.id)).toEqual(['t1']);
  });
});
