import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderListing } from '../../components/test-wrap';
import type { Language } from '../../i18n';
import { Island } from '../../islands/Island';
import { enhancePlainIslands } from '../../islands/test-enhance';

/** The page's server-rendered text behind the toggle, and the toggle, with its plain script run on it. */
async function renderWithText(language: Language = 'en') {
  const { container } = await renderListing(
    <>
      <div id="more" hidden>
        <p>She lives in Sydney.</p>
      </div>
      <Island name="ReadMore" props={{ controls: 'more' }} hydrate="idle" />
    </>,
    language,
  );
  await enhancePlainIslands(container);
}

afterEach(cleanup);

describe('ReadMore', () => {
  it("starts collapsed: a 'Read more' button controlling a hidden panel", async () => {
    await renderWithText();
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    expect(panel?.textContent).toContain('She lives in Sydney.');
  });

  it("expands on click and turns into 'Read less', then collapses again", async () => {
    await renderWithText();
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    const less = screen.getByRole('button', { name: 'Read less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(less.getAttribute('aria-controls') ?? '')?.hidden).toBe(false);
    fireEvent.click(less);
    expect(screen.getByRole('button', { name: 'Read more' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('is a native button, so Enter and Space work from the keyboard', async () => {
    await renderWithText();
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('speaks Bahasa on Indonesian pages', async () => {
    await renderWithText('id');
    expect(screen.getByRole('button', { name: 'Baca selengkapnya' })).toBeTruthy();
  });
});
