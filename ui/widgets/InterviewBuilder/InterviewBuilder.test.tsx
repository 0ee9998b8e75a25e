import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { I18nProvider, preloadTranslations, type Language } from '../../i18n';

import translations from './builder.vocab';
import { InterviewBuilder, type BuilderCategory } from './InterviewBuilder';

const categories: BuilderCategory[] = [
  {
    key: 'motivation',
    name: 'Motivation',
    description: 'Why the candidate wants the role.',
    questions: [
      { id: 'motivation-1', text: 'What attracted you to this role and to our company?' },
      { id: 'motivation-2', text: 'Why are you looking to leave your current role?' },
    ],
  },
  {
    key: 'skillsBased',
    name: 'Skills-based',
    description: 'The skills the role needs.',
    questions: [{ id: 'skillsBased-1', text: 'How do you check the quality of your own work?' }],
  },
];

let storageKey = '';
async function show(language: Language = 'en') {
  await preloadTranslations(language, [translations]);
  render(
    <I18nProvider language={language}>
      <InterviewBuilder categories={categories} storageKey={storageKey} />
    </I18nProvider>,
  );
  await act(async () => {});
}

const chosen = () =>
  within(screen.getByRole('region', { name: 'Your interview questions' }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('[title]')?.getAttribute('title'));

let visit = 0;
// Each test is a new reader (a key of its own); a reload within a test keeps its key.
beforeEach(() => {
  window.localStorage.clear();
  storageKey = `interview-builder:test-${(visit += 1)}`;
});
afterEach(cleanup);

describe('InterviewBuilder', () => {
  it('adds from a category, marks the question added, and removes it with its button', async () => {
    await show();
    fireEvent.click(
      screen.getByRole('button', { name: 'Add question: Why are you looking to leave your current role?' }),
    );
    expect(chosen()).toEqual(['Why are you looking to leave your current role?']);
    expect(
      (
        screen.getByRole('button', {
          name: 'Added: Why are you looking to leave your current role?',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(screen.getByText('Questions chosen: 1')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Remove question: Why are you looking to leave your current role?',
      }),
    );
    expect(chosen()).toEqual([]);
    expect(screen.getByText('Add questions from the categories, or write your own.')).toBeTruthy();
  });

  it('adds a custom question to the chosen list and the own-questions list; Add with a blank input does nothing', async () => {
    await show();
    const input = screen.getByRole('textbox', { name: 'Write your own question' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(chosen()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Your own questions' })).toBeNull();
    fireEvent.change(input, { target: { value: 'What would your last manager say about you?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(chosen()).toEqual(['What would your last manager say about you?']);
    expect((input as HTMLInputElement).value).toBe('');
    const own = screen.getByRole('region', { name: 'Your own questions' });
    expect(within(own).getByText('What would your last manager say about you?')).toBeTruthy();
  });

  it('shows two questions sharing their first 40 characters as two items, cut to 40 for display', async () => {
    await show();
    const input = screen.getByRole('textbox', { name: 'Write your own question' });
    for (const ending of ['eam across time zones?', 'eam that missed its targets?']) {
      fireEvent.change(input, { target: { value: `Tell me about a time you worked with a t${ending}` } });
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    }
    expect(chosen()).toEqual([
      'Tell me about a time you worked with a team across time zones?',
      'Tell me about a time you worked with a team that missed its targets?',
    ]);
    const region = screen.getByRole('region', { name: 'Your interview questions' });
    expect(within(region).getAllByText('Tell me about a time you worked with a t…')).toHaveLength(2);
  });

  it('keeps the list in local storage and finds it again on the next visit', async () => {
    window.localStorage.setItem('unrelated', 'x');
    await show();
    fireEvent.click(
      screen.getByRole('button', { name: 'Add question: How do you check the quality of your own work?' }),
    );
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Add question: What attracted you to this role and to our company?',
      }),
    );
    expect(JSON.parse(window.localStorage.getItem(storageKey) ?? '{}').chosen).toHaveLength(2);
    cleanup();
    await show();
    expect(chosen()).toEqual([
      'How do you check the quality of your own work?',
      'What attracted you to this role and to our company?',
    ]);
  });

  it("switches the phone panels with 'Preview' and 'Add more questions'", async () => {
    await show();
    const toggle = screen.getByRole('button', { name: 'Preview' });
    const root = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(root?.dataset.view).toBe('edit');
    fireEvent.click(toggle);
    expect(root?.dataset.view).toBe('preview');
    fireEvent.click(screen.getByRole('button', { name: 'Add more questions' }));
    expect(root?.dataset.view).toBe('edit');
  });

  it('speaks Thai on Thai pages', async () => {
    await show('th');
    expect(screen.getByRole('button', { name: 'ดูตัวอย่าง' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'เขียนคำถามของคุณเอง' })).toBeTruthy();
  });
});
