import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { I18nProvider, preloadTranslations, type Language } from '../../i18n';
import translations from '../../i18n/search.vocab';
import { enhancePlainIslands } from '../../islands/test-enhance';

import { navigate } from './enhance';
import { SearchBoxIsland, type SearchBoxPlacement } from './SearchBoxIsland';

const suggestions = [
  { title: 'Questions to ask at the end of an interview', href: '/career-advice/article/questions' },
  { title: 'How to answer interview questions', href: '/career-advice/article/answers' },
];

let fetchMock: ReturnType<typeof vi.fn>;
let go: ReturnType<typeof vi.spyOn>;

const respond = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status }));

/** The search box as a page renders it, then its plain browser script, as the hydrator runs it. */
async function show(props: Partial<SearchBoxPlacement> = {}, language: Language = 'en') {
  const { container } = render(
    <I18nProvider language={language}>
      <SearchBoxIsland searchPath="/article-search" section={null} {...props} />
    </I18nProvider>,
  );
  await enhancePlainIslands(container);
}

const input = () => screen.getByRole<HTMLInputElement>('combobox');
const type = (text: string) => fireEvent.input(input(), { target: { value: text } });
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
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
  it('is a labelled combobox in a search form that works without script', async () => {
    await show({ defaultValue: 'resume' });
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
    await show();
    type('in ');
    await wait(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('asks once, 500 ms after the last keystroke, showing a spinner until the answer', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    await show({ section: 'about' });
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
    answer(new Response(JSON.stringify({ suggestions })));
    await wait(0);
    expect(screen.getByRole('status').textContent).toBe('2 suggestions');
    const list = screen.getByRole('listbox', { name: 'Article suggestions' });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect([...list.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['inter', 'inter']);
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('moves through the suggestions with the arrow keys and opens the one chosen with Enter', async () => {
    respond({ suggestions });
    await show();
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
    await show();
    type('interview');
    await wait(500);
    fireEvent.click(screen.getByRole('option', { name: /Questions to ask/ }));
    expect(go).toHaveBeenCalledWith('/career-advice/article/questions');
  });

  it('closes the list on Escape, then clears the box', async () => {
    respond({ suggestions });
    await show();
    type('interview');
    await wait(500);
    key('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input() as HTMLInputElement).value).toBe('interview');
    key('Escape');
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('refuses to search fewer than 3 characters, saying why', async () => {
    await show();
    type('  ab ');
    fireEvent.submit(screen.getByRole('search'));
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Enter at least 3 characters');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    type('abc');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('submits to page 1 of the encoded, trimmed term and says the search is in progress', async () => {
    await show({ searchPath: '/careers/life-at-seek/search', section: 'careers' });
    type('  cover letter / tips ');
    fireEvent.submit(screen.getByRole('search'));
    expect(go).toHaveBeenCalledWith('/careers/life-at-seek/search/cover%20letter%20%2F%20tips/1');
    expect(screen.getByRole('status').textContent).toBe('Search in progress cover letter / tips');
  });

  it('shows nothing when the answer is not ok, and leaves out links that leave the site', async () => {
    respond({ error: 'down' }, 502);
    await show();
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
    respond({ suggestions });
    await show({ searchPath: '/th/article-search' }, 'th');
    expect(screen.getByRole('combobox', { name: 'ค้นหาบทความ' })).toBe(input());
    type('เรซู');
    await wait(500);
    expect(fetchMock.mock.calls[0]![0]).toBe(
      `/api/search/autocomplete?q=${encodeURIComponent('เรซู')}&language=th`,
    );
    expect(screen.getByRole('status').textContent).toBe('คำแนะนำ 2 รายการ');
    expect(screen.getByRole('listbox', { name: 'บทความที่แนะนำ' })).toBeTruthy();
    type('ab');
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByRole('alert').textContent).toBe('กรุณาพิมพ์อย่างน้อย 3 ตัวอักษร');
  });

  it('says how many suggestions arrived in the plural the count needs, and when none did', async () => {
    respond({ suggestions: suggestions.slice(0, 1) });
    await show();
    type('interview');
    await wait(500);
    expect(screen.getByRole('status').textContent).toBe('1 suggestion');
    respond({ suggestions: [] });
    type('interviews');
    await wait(500);
    // No list is shown for none, so nothing is announced.
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
