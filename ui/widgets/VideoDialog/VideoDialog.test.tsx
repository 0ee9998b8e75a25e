import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { renderListing } from '../../components/test-wrap';
import { preloadTranslations } from '../../i18n';
import interactive from '../../i18n/interactive.vocab';

import { VideoDialog, type DialogVideo } from './VideoDialog';

const youTube = (videoId: string) => ({
  source: 'YouTube' as const,
  videoId,
  embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}`,
});
const videos: DialogVideo[] = [
  { id: 'v1', title: 'Meet the team', description: 'Our Sydney office.', video: youTube('abc123') },
  { id: 'v2', title: 'A day as a recruiter', description: '', video: youTube('def456') },
];

beforeAll(async () => {
  // The players are third-party pages: the test checks the frame's address and loads nothing.
  (
    window as unknown as { happyDOM: { settings: { disableIframePageLoading: boolean } } }
  ).happyDOM.settings.disableIframePageLoading = true;
  await preloadTranslations('en', [interactive]);
});
afterEach(cleanup);

describe('VideoDialog', () => {
  it('opens a card’s video in a dialog that plays it, and gives focus back to the card when closed', async () => {
    await renderListing(<VideoDialog columns={2} videos={videos} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const card = screen.getByRole('button', { name: 'Play video: A day as a recruiter' });
    expect(card.getAttribute('aria-haspopup')).toBe('dialog');
    card.focus();
    fireEvent.click(card);
    const dialog = screen.getByRole('dialog', { name: 'A day as a recruiter' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/def456?autoplay=1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(card);
  });

  it('closes on a click on the backdrop, not on one inside', async () => {
    await renderListing(<VideoDialog columns={2} videos={videos} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Meet the team' }));
    const dialog = screen.getByRole('dialog', { name: 'Meet the team' });
    fireEvent.click(screen.getByText('Our Sydney office.', { selector: 'dialog p' }));
    expect(screen.getByRole('dialog')).toBe(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
