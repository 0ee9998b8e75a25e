import { useState } from 'react';

import { ServerSlot } from '../../blocks/ServerSlot';
import { shownWithoutScript, withScriptOnly } from '../../components/script-media.css';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/interactive.vocab';
import { useIslandId } from '../../islands/island-id';

import * as styles from './TopicList.css';

export interface TopicEntry {
  /** Names the server-rendered slot holding the topic's description and article cards. */
  id: string;
  name: string;
  articleCount: number;
}

export interface TopicListProps {
  filterLabel: string;
  filterPlaceholder: string;
  /** The topic chosen at first (spec §4: the first when setDefaultTopic is set), or null for all. */
  defaultTopicId: string | null;
  topics: TopicEntry[];
}

/** The topics shown for a choice: the chosen one, or all of them when none is chosen. */
export function visibleTopics(topics: readonly TopicEntry[], chosen: string): TopicEntry[] {
  return chosen ? topics.filter((topic) => topic.id === chosen) : [...topics];
}

/**
 * Articles by topic with a topic filter (spec §3 topic list, §4 topic group): choosing a topic shows only its
 * articles; the placeholder option shows every topic. The cards are the server's, kept in slots. Where no
 * script runs there is no filter, and every topic is shown.
 */
export function TopicList({ filterLabel, filterPlaceholder, defaultTopicId, topics }: TopicListProps) {
  const { t } = useTranslations(translations);
  const [chosen, setChosen] = useState(defaultTopicId ?? '');
  const selectId = useIslandId('topic');
  const count = visibleTopics(topics, chosen).reduce((sum, topic) => sum + topic.articleCount, 0);

  return (
    <div className={styles.root}>
      <div className={`${styles.filter} ${withScriptOnly}`}>
        <label className={styles.label} htmlFor={selectId}>
          {filterLabel}
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{filterPlaceholder || t('All topics')}</option>
          {topics.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.name}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.visuallyHidden} role="status">
        {t('{count} articles', { count: String(count) })}
      </p>
      {topics.map((topic, index) => (
        <section
          key={topic.id}
          className={`${styles.topic} ${shownWithoutScript}`}
          aria-labelledby={`${selectId}-heading-${index}`}
          hidden={Boolean(chosen) && chosen !== topic.id}
        >
          <h3 id={`${selectId}-heading-${index}`} className={styles.heading}>
            {topic.name}
          </h3>
          <ServerSlot name={topic.id} />
        </section>
      ))}
    </div>
  );
}
