import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BraidTestProvider } from 'braid-design-system/test';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { I18nProvider, preloadTranslations } from '../../i18n';
import translations from '../../i18n/article.vocab';
import { Island } from '../../islands/Island';
import { enhancePlainIslands } from '../../islands/test-enhance';

import { shareHref } from './share-links';
import { ShareBar } from './ShareBar';
import { shareBarTexts } from './texts';

beforeAll(() => preloadTranslations('en', [translations]));

const subject = {
  url: 'https://www.seek.com.au/career-advice/article/how-to-write-a-resume',
  title: 'How to write a resume',
  get texts() {
    return shareBarTexts('en');
  },
};

const wrap = (node: ReactNode) => (
  <BraidTestProvider>
    <I18nProvider language="en">{node}</I18nProvider>
  </BraidTestProvider>
);

/** The share bar as a page renders it, then its plain browser script, as the hydrator runs it. */
async function renderBar() {
  const { container } = render(wrap(<Island name="ShareBar" props={{ ...subject, texts: subject.texts }} />));
  await enhancePlainIslands(container);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('shareHref', () => {
  it('builds the networks’ share URLs with the page URL and title', () => {
    const encoded = encodeURIComponent(subject.url);
    expect(shareHref('facebook', subject)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(shareHref('x', subject)).toBe(
      `https://x.com/intent/tweet?url=${encoded}&text=How+to+write+a+resume`,
    );
    expect(shareHref('linkedin', subject)).toBe(
      `https://www.linkedin.com/shareArticle?mini=true&url=${encoded}&title=How+to+write+a+resume`,
    );
    expect(shareHref('email', subject)).toBe(`mailto:?subject=How%20to%20write%20a%20resume&body=${encoded}`);
    expect(shareHref('copy', subject)).toBeNull();
  });

  it('throws for an unsupported share type (spec §2)', () => {
    expect(() => shareHref('myspace', subject)).toThrow('Unsupported share type: myspace');
  });
});

describe('shareBarTexts', () => {
  it('gives the share bar its texts in the page language only', async () => {
    await preloadTranslations('th', [translations]);
    const texts = shareBarTexts('th');
    expect(texts['Copy link']).not.toBe('Copy link');
    expect(Object.keys(texts)).toHaveLength(9);
    expect(Object.values(texts).every((text) => text.length > 0)).toBe(true);
  });
});

describe('ShareBar', () => {
  it('offers every target by role and name', () => {
    render(wrap(<ShareBar {...subject} />));
    expect(screen.getByRole('list', { name: 'Share this article' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toBe(
      shareHref('facebook', subject),
    );
    expect(screen.getByRole('link', { name: 'Share on X' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: 'Share by email' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('copies the link and shows a visible confirmation and a tick that go away', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderBar();
    const status = screen.getByRole('status');
    const button = screen.getByRole('button', { name: 'Copy link' });
    const shown = () => [...button.querySelectorAll('svg')].filter((svg) => !svg.hasAttribute('display'));
    expect(status.textContent).toBe('');
    expect(shown().map((svg) => svg.dataset.icon)).toEqual(['copy']);
    fireEvent.click(button);
    await vi.waitFor(() => expect(status.textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith(subject.url);
    expect(shown().map((svg) => svg.dataset.icon)).toEqual(['copied']);
    vi.advanceTimersByTime(4000);
    expect(status.textContent).toBe('');
    expect(shown().map((svg) => svg.dataset.icon)).toEqual(['copy']);
  });

  it('says so when the clipboard refuses, or there is none', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderBar();
    const status = screen.getByRole('status');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await vi.waitFor(() => expect(status.textContent).toBe('Could not copy the link'));
    expect(status.className).toMatch(/ /);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    status.textContent = '';
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await vi.waitFor(() => expect(status.textContent).toBe('Could not copy the link'));
  });

  it('prints the page', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('offers only the types asked for, and throws for an unsupported one', () => {
    render(wrap(<ShareBar {...subject} types={['copy', 'print']} />));
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(wrap(<ShareBar {...subject} types={['fax']} />))).toThrow(
      'Unsupported share type: fax',
    );
  });
});
