import { translated } from '../../islands/translated';

import { TopicList } from './TopicList';

export default translated(TopicList);
export type { TopicEntry, TopicListProps } from './TopicList';
