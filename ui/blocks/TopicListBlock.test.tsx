import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { showBlock } from './block-test-fixtures';

const article = {
  id: 'a1',
  title: 'How to write a resume',
  slug: 'how-to-write-a-resume',
  href: '/career-advice/article/how-to-write-a-resume',
  locale: 'en',
  language: 'en' as const,
  articleType: 'Article' as const,
  category: {
    id: 'c1',
    name: 'Career development',
    slug: 'career-development',
    href: '/career-advice/category/career-development',
  },
  publishDate: '2025-06-01',
  timeToRead: 6,
  readingTimeUnit: 'min read' as const,
  image: null,
  excerpt: 'Keep it short.',
};

afterEach(cleanup);

describe('TopicListBlock', () => {
  it('topic list: the filter and the default topic’s cards', async () => {
    await showBlock({
      __typename: 'TopicList',
      id: 'tl',
      title: 'By topic',
      filterLabel: 'Choose a topic',
      filterPlaceholder: 'All topics',
      defaultTopicId: 't1',
      cardFields: ['Category', 'Excerpt'],
      topics: [
        { id: 't1', name: 'Getting the job', description: null, articles: [article] },
        { id: 't2', name: 'Wellbeing', description: null, articles: [] },
      ],
    });
    const select = screen.getByLabelText('Choose a topic') as unknown as HTMLSelectElement;
    expect(select.value).toBe('t1');
    expect(screen.getByRole('link', { name: 'How to write a resume' })).toBeTruthy();
    expect(screen.getByText('Keep it short.')).toBeTruthy();
    expect(screen.queryByText('6 min read')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Wellbeing' })).toBeNull();
  });
});
