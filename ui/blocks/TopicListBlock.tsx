import { Heading, Stack, Tiles } from 'braid-design-system';

import type { TopicListView } from '../../model/blocks/topic-list';
import { Island } from '../islands/Island';

import { Rich } from './Rich';
import { SlotsProvider } from './ServerSlot';
import { TopicArticleCard } from './TopicArticleCard';

/** Articles by topic with the topic filter (spec §3 topic list; grid 1/2/3 columns, §9). */
export function TopicListBlock({ item }: { item: TopicListView }) {
  const slots = Object.fromEntries(
    item.topics.map((topic) => [
      topic.id,
      <Stack key={topic.id} space="large">
        <Rich content={topic.description} />
        <Tiles space="gutter" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
          {topic.articles.map((article) => (
            <TopicArticleCard key={article.id} article={article} fields={item.cardFields} />
          ))}
        </Tiles>
      </Stack>,
    ]),
  );
  return (
    <Stack space="large">
      {item.title ? <Heading level="2">{item.title}</Heading> : null}
      <SlotsProvider slots={slots}>
        <Island
          name="TopicList"
          props={{
            filterLabel: item.filterLabel,
            filterPlaceholder: item.filterPlaceholder,
            defaultTopicId: item.defaultTopicId,
            topics: item.topics.map((topic) => ({
              id: topic.id,
              name: topic.name,
              articleCount: topic.articles.length,
            })),
          }}
          hydrate="visible"
        />
      </SlotsProvider>
    </Stack>
  );
}
