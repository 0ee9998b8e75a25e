import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { articleCard, showBlock } from './block-test-fixtures';

afterEach(cleanup);

describe('blocks of articles', () => {
  it('shows at most three latest articles, the third hidden on tablets only', async () => {
    const { container } = await showBlock({
      __typename: 'LatestArticles',
      id: 'l',
      title: null,
      total: 4,
      sectionName: null,
      articles: [1, 2, 3, 4].map(articleCard),
    });
    expect(screen.getByRole('heading', { name: 'Latest articles', level: 2 })).toBeTruthy();
    const cards = container.querySelectorAll('[data-block="LatestArticles"] li');
    expect(cards).toHaveLength(3);
    expect(cards[2]!.className).not.toBe('');
    expect(cards[0]!.className).toBe('');
  });

  it('links a category block to its category page', async () => {
    await showBlock({
      __typename: 'LatestArticlesByCategory',
      id: 'c',
      title: null,
      categorySlug: 'wellbeing',
      total: 4,
      category: { name: 'Wellbeing', href: '/career-advice/category/wellbeing' },
      articles: [articleCard(1)],
    });
    expect(screen.getByRole('heading', { name: 'Wellbeing', level: 2 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More in Wellbeing' }).getAttribute('href')).toBe(
      '/career-advice/category/wellbeing',
    );
  });
});
