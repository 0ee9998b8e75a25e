import { describe, expect, it } from 'vitest';

import { videoWatchUrl } from './VideoLink';

describe('videoWatchUrl', () => {
  it.each([
    [
      { source: 'YouTube', videoId: 'dQw4w9WgXcQ', videoUrl: null },
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ],
    [{ source: 'YouTube', videoId: '<bad>', videoUrl: null }, null],
    [
      {
        source: 'Brightcove',
        videoId: null,
        videoUrl: 'https://players.brightcove.net/1/default_default/index.html?videoId=2',
      },
      'https://players.brightcove.net/1/default_default/index.html?videoId=2',
    ],
    [{ source: 'Brightcove', videoId: null, videoUrl: 'javascript:alert(1)' }, null],
  ])('%o plays at %s', (video, url) => {
    expect(videoWatchUrl(video)).toBe(url);
  });
});
