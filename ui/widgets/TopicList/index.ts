export { TopicList as default } from './TopicList';
export type { TopicEntry, TopicListProps } from './TopicList';
