import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderListing } from '../../components/test-wrap';
import { preloadTranslations } from '../../i18n';
import dataLab from '../../i18n/data-lab.vocab';

import { DataLabShare } from './DataLabShare';

const url =
  'http://candidate-au.localhost/au/talent-attraction-lab/data-lab?primaryDriver=Gender&primaryDriverOptions=Male';
const show = () => renderListing(<DataLabShare url={url} title="Data Lab" />);
const setClipboard = (clipboard: unknown) =>
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

beforeAll(() => preloadTranslations('en', [dataLab]));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function copy() {
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(screen.getByRole('button', { name: 'Share' }).getAttribute('aria-expanded')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
}

describe('DataLabShare', () => {
  it('copies the link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await show();
    await copy();
    expect(await screen.findByText('Link copied to clipboard')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('says when copying failed', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    await show();
    await copy();
    expect(await screen.findByText('Failed to copy link')).toBeTruthy();
  });

  it('says when there is no clipboard', async () => {
    setClipboard(undefined);
    await show();
    await copy();
    expect(await screen.findByText('Clipboard access not available')).toBeTruthy();
  });

  it('offers LinkedIn and e-mail with the results link', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')).toContain(
      encodeURIComponent(url),
    );
    expect(screen.getByRole('link', { name: 'Share by email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=Data%20Lab/,
    );
  });
});
