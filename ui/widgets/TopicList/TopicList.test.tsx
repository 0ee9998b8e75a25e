import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { renderListing } from '../../components/test-wrap';
import { preloadTranslations } from '../../i18n';
import interactive from '../../i18n/interactive.vocab';

import { TopicList, type TopicEntry } from './TopicList';

const topics: TopicEntry[] = [
  { id: 'pay', name: 'Pay and salary', articleCount: 4 },
  { id: 'interviews', name: 'Interviews', articleCount: 2 },
  { id: 'resumes', name: 'Resumes', articleCount: 3 },
];
const shownTopics = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const show = (defaultTopicId: string | null) =>
  renderListing(
    <TopicList
      filterLabel="Filter by topic"
      filterPlaceholder=""
      defaultTopicId={defaultTopicId}
      topics={topics}
    />,
  );

beforeAll(() => preloadTranslations('en', [interactive]));
afterEach(cleanup);

describe('TopicList', () => {
  it('shows every topic, then only the one chosen, and says how many articles are shown', async () => {
    await show(null);
    const filter = screen.getByRole('combobox', { name: 'Filter by topic' });
    expect(screen.getByRole('option', { name: 'All topics', selected: true })).toBeTruthy();
    expect(shownTopics()).toEqual(['Pay and salary', 'Interviews', 'Resumes']);
    expect(screen.getByRole('status').textContent).toBe('9 articles');
    fireEvent.change(filter, { target: { value: 'interviews' } });
    expect(shownTopics()).toEqual(['Interviews']);
    expect(screen.getByRole('status').textContent).toBe('2 articles');
    fireEvent.change(filter, { target: { value: '' } });
    expect(shownTopics()).toHaveLength(3);
  });

  it('starts on its default topic, with every topic still a choice', async () => {
    await show('resumes');
    expect(shownTopics()).toEqual(['Resumes']);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['All topics', 'Pay and salary', 'Interviews', 'Resumes']);
  });
});
