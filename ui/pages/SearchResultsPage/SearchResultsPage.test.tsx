import { cleanup, render, screen, within } from '@testing-library/react';
import { BraidTestProvider } from 'braid-design-system/test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { ArticleCardModel } from '../../components';
import { I18nProvider, preloadTranslations, type Language } from '../../i18n';
import listing from '../../i18n/listing.vocab';
import search from '../../i18n/search.vocab';

import { SearchResultsPage } from './SearchResultsPage';
import type { SearchResultsPageProps } from './types';

const card = (n: number): ArticleCardModel => ({
  id: `a${n}`,
  title: `Article ${n}`,
  href: `/career-advice/article/article-${n}`,
  category: { name: 'Career development', href: null },
  publishDate: '2025-07-05',
  timeToRead: null,
  readingTimeUnit: 'min read',
  image: null,
});

const base: SearchResultsPageProps = {
  term: 'job',
  state: 'results',
  results: { items: [1, 2, 3].map(card), total: 12, page: 1, pageCount: 2 },
  basePath: '/article-search/job',
  searchBox: { searchPath: '/article-search', section: null, defaultValue: 'job' },
};

const show = (props: Partial<SearchResultsPageProps> = {}, language: Language = 'en') =>
  render(
    <BraidTestProvider>
      <I18nProvider language={language}>
        <SearchResultsPage {...base} {...props} />
      </I18nProvider>
    </BraidTestProvider>,
  );

beforeAll(async () => {
  for (const language of ['en', 'th'] as const) await preloadTranslations(language, [listing, search]);
});
afterEach(cleanup);

describe('SearchResultsPage', () => {
  it('heads the results with their count and term, shows cards and pages along the search path', () => {
    show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('12 Search Results for job');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Career development')).toBeTruthy();
    expect(within(cards[0]!).getByText('5 Jul 2025')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'pagination' });
    expect(within(pages).getByRole('link', { name: 'Go to page 2' }).getAttribute('href')).toBe(
      '/article-search/job/2',
    );
    expect((screen.getByRole('combobox', { name: 'Search articles' }) as HTMLInputElement).value).toBe('job');
  });

  it('says one result in the singular', () => {
    show({ results: { items: [card(1)], total: 1, page: 1, pageCount: 1 } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('1 Search Result for job');
    expect(screen.queryByRole('navigation', { name: 'pagination' })).toBeNull();
  });

  it('shows the empty state', () => {
    show({ state: 'empty', term: 'xylophone', results: { items: [], total: 0, page: 1, pageCount: 0 } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No results found xylophone');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Try other ways to search');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows the failure and the too-long states', () => {
    show({ state: 'failed', results: { items: [], total: 0, page: 1, pageCount: 0 } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search is unavailable right now');
    expect(screen.getByText('We couldn’t search right now. Please try again in a moment.')).toBeTruthy();
    cleanup();
    show({ state: 'too-long', results: { items: [], total: 0, page: 1, pageCount: 0 } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search term too long');
    expect(
      screen.getByText('Search terms can be at most 200 characters. Try a shorter search.'),
    ).toBeTruthy();
  });

  it('shows markup in the term as text', () => {
    show({ state: 'empty', term: '<img src=x onerror=alert(1)>' });
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'No results found <img src=x onerror=alert(1)>',
    );
  });

  it('speaks Thai', () => {
    show({}, 'th');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ผลการค้นหา 12 รายการสำหรับ job');
  });
});
