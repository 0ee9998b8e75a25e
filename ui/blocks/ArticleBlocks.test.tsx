import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { BlockView } from '../../model/blocks/registry';
import { renderWithStrings } from '../layout/test-render';

import { articleCard } from './block-test-fixtures';
import { BlockItem } from './BlockItem';

afterEach(cleanup);

const show = (item: BlockView) => renderWithStrings(<BlockItem item={item} environment="production" />);

describe('blocks of articles', () => {
  it('shows at most three latest articles, the third hidden on tablets only', async () => {
    const { container } = await show({
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
    await show({
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
