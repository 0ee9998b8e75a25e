import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ArticleCard } from './ArticleCard';
import { ArticleListItem } from './ArticleListItem';
import { renderListing } from './test-wrap';
import type { ArticleCardModel } from './types';

const article = (overrides: Partial<ArticleCardModel> = {}): ArticleCardModel => ({
  id: 'a1',
  title: 'How to write a resume',
  href: '/career-advice/article/how-to-write-a-resume',
  category: { name: 'Career development', href: '/career-advice/category/career-development' },
  publishDate: '2025-07-05',
  timeToRead: 6,
  readingTimeUnit: 'min read',
  image: { url: 'https://cdn.example/resume.jpg', alt: 'A resume', width: 480, height: 320 },
  ...overrides,
});

afterEach(cleanup);

describe('ArticleCard', () => {
  it('links its title to the article, with its category link and en-GB publish date', async () => {
    await renderListing(<ArticleCard article={article()} />);
    const title = screen.getByRole('link', { name: 'How to write a resume' });
    expect(title.getAttribute('href')).toBe('/career-advice/article/how-to-write-a-resume');
    expect(screen.getByRole('heading', { level: 3, name: 'How to write a resume' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Career development' }).getAttribute('href')).toBe(
      '/career-advice/category/career-development',
    );
    expect(screen.getByText('5 Jul 2025').tagName).toBe('TIME');
    expect(screen.queryByText('6 min read')).toBeNull();
  });

  it('shows the 480x320 image as decoration (the title names the card)', async () => {
    const { container } = await renderListing(<ArticleCard article={article()} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://cdn.example/resume.jpg');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('width')).toBe('480');
    expect(image?.getAttribute('height')).toBe('320');
  });

  it('renders without image, category or date', async () => {
    const { container } = await renderListing(
      <ArticleCard article={article({ image: null, category: null, publishDate: null })} headingLevel="2" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('can show the reading time with its unit', async () => {
    await renderListing(
      <ArticleCard article={article({ timeToRead: 4, readingTimeUnit: 'min watch' })} showTimeToRead />,
    );
    expect(screen.getByText('4 min watch')).toBeTruthy();
  });
});

describe('ArticleListItem', () => {
  it('shows category, publish date and time to read, and no excerpt', async () => {
    await renderListing(<ArticleListItem article={article()} headingLevel="2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'How to write a resume' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Career development' })).toBeTruthy();
    expect(screen.getByText('5 Jul 2025')).toBeTruthy();
    expect(screen.getByText('6 min read')).toBeTruthy();
  });

  it('gives each language its own reading time, however often the same one is shown', async () => {
    for (const round of [1, 2]) {
      await renderListing(<ArticleListItem article={article({ id: `en${round}` })} />);
      expect(screen.getByText('6 min read')).toBeTruthy();
      cleanup();
      await renderListing(<ArticleListItem article={article({ id: `th${round}` })} />, 'th');
      expect(screen.getByText('อ่าน 6 นาที')).toBeTruthy();
      cleanup();
    }
  });

  it('formats the date for Thai pages', async () => {
    await renderListing(<ArticleListItem article={article()} />, 'th');
    expect(screen.getByText(/2025|2568/).tagName).toBe('TIME');
  });
});
