import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderListing } from '../../components/test-wrap';
import { preloadTranslations } from '../../i18n';
import interactive from '../../i18n/interactive.vocab';

import { VideoFrame } from './VideoFrame';

const brightcove = {
  source: 'Brightcove' as const,
  videoId: '6311',
  embedUrl: 'https://players.brightcove.net/1/default_default/index.html?videoId=6311',
};

beforeAll(async () => {
  // The players are third-party pages: the test checks the frame's address and loads nothing.
  (
    window as unknown as { happyDOM: { settings: { disableIframePageLoading: boolean } } }
  ).happyDOM.settings.disableIframePageLoading = true;
  await preloadTranslations('en', [interactive]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VideoFrame', () => {
  it('shows a spinner, then the video API’s name and duration on its play button, then the player', async () => {
    const answer = {
      name: 'Hiring in 2026',
      poster: 'https://cf-images.example/poster.jpg',
      duration: 214000,
    };
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await renderListing(<VideoFrame video={brightcove} title={null} />);
    expect(screen.getByRole('status').textContent).toBe('Loading video');
    const play = await screen.findByRole('button', { name: /Play video: Hiring in 2026/ });
    expect(play.textContent).toContain('3:34');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/video/6311');
    expect(screen.queryByTitle('Hiring in 2026')).toBeNull();
    fireEvent.click(play);
    const player = screen.getByTitle('Hiring in 2026');
    expect(player.getAttribute('src')).toContain('autoplay=true');
    expect(document.activeElement).toBe(player);
  });

  it('keeps the spinner when the video API fails, with no play button', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('down', { status: 503 })));
    await renderListing(<VideoFrame video={brightcove} title="Our story" />);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Loading video'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
