import { Box, Heading, Stack, Text, Tiles } from 'braid-design-system';

import { Island } from '../../islands/Island';

import * as styles from './interactive.css';
import { RichBody } from './RichBody';
import { SlotsProvider } from './ServerSlot';
import { TopicArticleCard } from './TopicArticleCard';
import type { InteractiveBlockModel } from './types';

type Of<N extends InteractiveBlockModel['__typename']> = Extract<InteractiveBlockModel, { __typename: N }>;

const title = (text: string | null) => (text ? <Heading level="2">{text}</Heading> : null);

/** Testimonials in a carousel (spec §2, §9). */
export function TestimonialGroupBlock({ item }: { item: Of<'TestimonialGroup'> }) {
  return (
    <Stack space="large">
      {title(item.title)}
      <Island
        name="TestimonialCarousel"
        props={{ title: item.title, cardBackground: item.cardBackground, testimonials: item.testimonials }}
        hydrate="visible"
      />
    </Stack>
  );
}

/** Tabs whose panels are the server's rich text. */
export function TabGroupBlock({ item }: { item: Of<'TabGroup'> }) {
  const slots = Object.fromEntries(
    item.tabs.map((tab) => [tab.id, <RichBody key={tab.id} content={tab.content} />]),
  );
  return (
    <Stack space="medium">
      {title(item.title)}
      <SlotsProvider slots={slots}>
        <Island
          name="Tabs"
          props={{ label: item.title, tabs: item.tabs.map(({ id, label }) => ({ id, label })) }}
          hydrate="visible"
        />
      </SlotsProvider>
    </Stack>
  );
}

/** A number that counts up, with its heading and description (spec §2 numerical card). */
export function NumericalCardBlock({ item }: { item: Of<'NumericalCard'> }) {
  return (
    <Box
      className={styles.numericalCard}
      background="surface"
      borderRadius="large"
      boxShadow="borderNeutralLight"
      padding="gutter"
    >
      <Stack space="medium">
        <Island name="NumericalCounter" props={item.counter} hydrate="visible" />
        {item.heading ? (
          <Heading level="3" component="h3">
            {item.heading}
          </Heading>
        ) : null}
        {item.description ? <Text tone="secondary">{item.description}</Text> : null}
      </Stack>
    </Box>
  );
}

/** Articles by topic with the topic filter (spec §3 topic list; grid 1/2/3 columns, §9). */
export function TopicListBlock({ item }: { item: Of<'TopicList'> }) {
  const slots = Object.fromEntries(
    item.topics.map((topic) => [
      topic.id,
      <Stack key={topic.id} space="large">
        {topic.description ? <RichBody content={topic.description} /> : null}
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
      {title(item.title)}
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

/** Documents with the year filter and pagination (spec §2 investor pages). */
export function DocumentListBlock({ item }: { item: Of<'DocumentList'> }) {
  return (
    <Stack space="large">
      {title(item.groupName)}
      <Island
        name="DocumentList"
        props={{ pageSize: item.pageSize, yearFilter: item.yearFilter, documents: item.documents }}
        hydrate="visible"
      />
    </Stack>
  );
}

/** Team members with photo, name, role and a description cut with Show more (spec §2). */
export function TeamMemberProfileBlock({ item }: { item: Of<'TeamMemberProfile'> }) {
  return (
    <Stack space="large">
      {title(item.title)}
      <Tiles space="xlarge" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
        {item.members.map((member) => (
          <Stack key={member.id} space="medium">
            {member.image ? (
              <img
                className={styles.avatar}
                src={member.image.url}
                alt=""
                width={96}
                height={96}
                loading="lazy"
              />
            ) : null}
            <Stack space="small">
              <Heading level="3" component="h3">
                {member.name}
              </Heading>
              {member.roleTitle ? <Text tone="secondary">{member.roleTitle}</Text> : null}
            </Stack>
            {member.description ? (
              <Island
                name="TeamMemberDescription"
                props={{ description: member.description }}
                hydrate="visible"
              />
            ) : null}
          </Stack>
        ))}
      </Tiles>
    </Stack>
  );
}
