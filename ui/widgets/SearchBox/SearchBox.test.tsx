import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { I18nProvider, preloadTranslations, type Language } from '../../i18n';
import translations from '../../i18n/search.vocab';

import { navigate, SearchBox, type SearchBoxProps } from './SearchBox';

const suggestions = [
  { title: 'Questions to ask at the end of an interview', href: '/career-advice/article/questions' },
  { title: 'How to answer interview questions', href: '/career-advice/article/answers' },
];

let fetchMock: ReturnType<typeof vi.fn>;
let go: ReturnType<typeof vi.spyOn>;

const respond = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status }));

const show = (props: Partial<SearchBoxProps> = {}, language: Language = 'en') =>
  render(
    <I18nProvider language={language}>
      <SearchBox searchPath="/article-search" section={null} {...props} />
    </I18nProvider>,
  );

const input = () => screen.getByRole('combobox');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const key = (name: string) => fireEvent.keyDown(input(), { key: name });

beforeAll(() => preloadTranslations('en', [translations]));
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  go = vi.spyOn(navigate, 'to').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SearchBox', () => {
  it('is a labelled combobox in a search form that works without script', () => {
    show({ defaultValue: 'resume' });
    const box = input();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('resume');
    expect(screen.getByRole('combobox', { name: 'Search articles' })).toBe(box);
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
    const form = screen.getByRole('search', { name: 'Search articles' });
    expect(form.getAttribute('action')).toBe('/article-search');
    expect(form.getAttribute('method')).toBe('get');
    expect(box.getAttribute('name')).toBe('q');
  });

  it('asks for nothing below 3 characters', async () => {
    show();
    type('in ');
    await wait(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('asks once, 500 ms after the last keystroke, showing a spinner until the answer', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    show({ section: 'about' });
    type('int');
    await wait(300);
    type('inte');
    await wait(300);
    type('inter');
    await wait(499);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/search/autocomplete?q=inter&language=en&section=about');
    expect(screen.getByRole('status').textContent).toBe('Loading suggestions');
    await act(async () => answer(new Response(JSON.stringify({ suggestions }))));
    expect(screen.getByRole('status').textContent).toBe('2 suggestions');
    const list = screen.getByRole('listbox', { name: 'Article suggestions' });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect([...list.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['inter', 'inter']);
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('moves through the suggestions with the arrow keys and opens the one chosen with Enter', async () => {
    respond({ suggestions });
    show();
    type('interview');
    await wait(500);
    const options = screen.getAllByRole('option');
    key('ArrowDown');
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    key('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    key('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    key('ArrowUp');
    expect(input().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    key('Enter');
    expect(go).toHaveBeenCalledWith('/career-advice/article/answers');
  });

  it('opens a suggestion on click', async () => {
    respond({ suggestions });
    show();
    type('interview');
    await wait(500);
    fireEvent.click(screen.getByRole('option', { name: /Questions to ask/ }));
    expect(go).toHaveBeenCalledWith('/career-advice/article/questions');
  });

  it('closes the list on Escape, then clears the box', async () => {
    respond({ suggestions });
    show();
    type('interview');
    await wait(500);
    key('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input() as HTMLInputElement).value).toBe('interview');
    key('Escape');
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('refuses to search fewer than 3 characters, saying why', () => {
    show();
    type('  ab ');
    fireEvent.submit(screen.getByRole('search'));
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Enter at least 3 characters');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    type('abc');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('submits to page 1 of the encoded, trimmed term and says the search is in progress', () => {
    show({ searchPath: '/careers/life-at-seek/search', section: 'careers' });
    type('  cover letter / tips ');
    fireEvent.submit(screen.getByRole('search'));
    expect(go).toHaveBeenCalledWith('/careers/life-at-seek/search/cover%20letter%20%2F%20tips/1');
    expect(screen.getByRole('status').textContent).toBe('Search in progress cover letter / tips');
  });

  it('shows nothing when the answer is not ok, and leaves out links that leave the site', async () => {
    respond({ error: 'down' }, 502);
    show();
    type('interview');
    await wait(500);
    expect(screen.queryByRole('listbox')).toBeNull();
    respond({
      suggestions: [
        { title: 'Evil', href: 'javascript:alert(1)' },
        { title: 'Far', href: '//evil.example/' },
      ],
    });
    type('interviews');
    await wait(500);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('speaks Thai and asks for Thai suggestions on Thai pages', async () => {
    await preloadTranslations('th', [translations]);
    respond({ suggestions: [] });
    show({ searchPath: '/th/article-search' }, 'th');
    expect(screen.getByRole('combobox', { name: 'ค้นหาบทความ' })).toBe(input());
    type('เรซู');
    await wait(500);
    expect(fetchMock.mock.calls[0]![0]).toBe(
      `/api/search/autocomplete?q=${encodeURIComponent('เรซู')}&language=th`,
    );
  });
});
