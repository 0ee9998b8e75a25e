import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithStrings } from '../../layout/test-render';
import type { BlockArticleModel, PartABlockModel } from '../block-models';
import { BlockItem } from '../BlockItem';

import { articleEmbedRenderer } from './article-embeds';
import { ArticleEmbed } from './ArticleEmbed';

afterEach(cleanup);

const rich = (...lines: string[]) => ({
  raw: { children: lines.map((text) => ({ type: 'paragraph', children: [{ text }] })) },
  text: lines.join('\n'),
});
const show = (item: PartABlockModel, language: 'en' | 'th' = 'en') =>
  renderWithStrings(<BlockItem item={item} environment="production" />, language);
const article = (n: number): BlockArticleModel => ({
  id: `a${n}`,
  title: `Article ${n}`,
  href: `/career-advice/article/a${n}`,
  category: { name: 'Wellbeing', href: '/career-advice/category/wellbeing' },
  publishDate: `2025-0${n}-01`,
  timeToRead: 4,
  readingTimeUnit: 'min read',
  image: null,
  excerpt: null,
});

describe('StaticBlock', () => {
  it('renders a disclosure as a native toggle with default labels', async () => {
    const { container } = await show({
      __typename: 'Disclosure',
      id: 'd',
      expandLabel: null,
      collapseLabel: null,
      content: rich('Hidden until opened.'),
    });
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    expect(within(details!.querySelector('summary')!).getByText('Show more')).toBeTruthy();
    expect(within(details!).getByText('Hidden until opened.')).toBeTruthy();
  });

  it('renders rich text of blocks from the AST, mailto links included', async () => {
    await show({
      __typename: 'Alert',
      id: 'a',
      tone: 'caution',
      title: 'Heads up',
      content: rich('Write to help@example.com.'),
    });
    expect(screen.getByText('Heads up')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@example.com' }).getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
  });

  it('numbers steps in an ordered list, with the step number for screen readers', async () => {
    await show({
      __typename: 'StepBlockGroup',
      id: 's',
      title: 'How to enter',
      steps: [
        { id: '1', heading: 'Choose', content: null, image: null },
        { id: '2', heading: 'Write', content: rich('Up to 1,000 words.'), image: null },
      ],
    });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Step 2: Write' })).toBeTruthy();
  });

  it('shows at most three latest articles, the third hidden on tablets only', async () => {
    const { container } = await show({
      __typename: 'LatestArticles',
      id: 'l',
      title: null,
      total: 4,
      sectionName: null,
      articles: [1, 2, 3, 4].map(article),
    });
    expect(screen.getByRole('heading', { name: 'Latest articles', level: 2 })).toBeTruthy();
    const cards = container.querySelectorAll('li');
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
      articles: [article(1)],
    });
    expect(screen.getByRole('heading', { name: 'Wellbeing', level: 2 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More in Wellbeing' }).getAttribute('href')).toBe(
      '/career-advice/category/wellbeing',
    );
  });
});

describe('article embeds', () => {
  it("frames a known custom embed and shows '--' for an unknown title", async () => {
    await renderWithStrings(<ArticleEmbed title="TOP_JOB_GROWTH" data={{ country: 'nz' }} />);
    const frame = screen.getByRole('region', { name: 'Top job growth' });
    expect(frame.getAttribute('data-country')).toBe('nz');
    cleanup();
    const { container } = await renderWithStrings(<ArticleEmbed title="NO_SUCH_WIDGET" data={null} />);
    expect(container.textContent).toBe('--');
  });

  it('passes the survey of the article to QUERY_FILTER_TAL', async () => {
    const render = articleEmbedRenderer({ datalabSurvey: 'au-2024' });
    await renderWithStrings(
      <>{render({ __typename: 'CustomContent', id: 'q', title: 'QUERY_FILTER_TAL', data: null }, false)}</>,
    );
    expect(screen.getByRole('region').getAttribute('data-survey')).toBe('au-2024');
  });

  it('leaves other entries to the rich text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(articleEmbedRenderer(null)({ __typename: 'Testimonial', id: 't' }, false)).toBeUndefined();
    warn.mockRestore();
  });
});
