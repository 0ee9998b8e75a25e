import { describe, expect, it } from 'vitest';

import { brightcoveOf, videoView, youTubeIdOf } from './video';

describe('embeddable videos (spec §5)', () => {
  it('reads YouTube ids from youtu.be and watch links', () => {
    expect(youTubeIdOf('https://youtu.be/Xq3Kx6ozR1E')).toBe('Xq3Kx6ozR1E');
    expect(youTubeIdOf('https://www.youtube.com/watch?v=Xq3Kx6ozR1E&t=10')).toBe('Xq3Kx6ozR1E');
    expect(youTubeIdOf('https://www.youtube.com/embed/Xq3Kx6ozR1E')).toBeNull();
    expect(youTubeIdOf('https://vimeo.com/123456')).toBeNull();
    expect(youTubeIdOf('javascript:alert(1)')).toBeNull();
  });

  it('accepts Brightcove player links only', () => {
    expect(
      brightcoveOf(
        'https://players.brightcove.net/6087226211001/default_default/index.html?videoId=6312345678112',
      ),
    ).toEqual({
      videoId: '6312345678112',
      embedUrl:
        'https://players.brightcove.net/6087226211001/default_default/index.html?videoId=6312345678112',
    });
    expect(
      brightcoveOf('https://players.brightcove.net/1/default_default/index.html?videoId=abc'),
    ).toBeNull();
    expect(brightcoveOf('https://evil.example/1/default_default/index.html?videoId=1')).toBeNull();
  });

  it('maps a CMS video to its player address, or null when it cannot be embedded', () => {
    expect(videoView({ source: 'YouTube', videoId: 'Xq3Kx6ozR1E', videoUrl: null })).toEqual({
      source: 'YouTube',
      videoId: 'Xq3Kx6ozR1E',
      embedUrl: 'https://www.youtube-nocookie.com/embed/Xq3Kx6ozR1E',
    });
    expect(
      videoView({ source: 'YouTube', videoId: null, videoUrl: 'https://youtu.be/Xq3Kx6ozR1E' })?.videoId,
    ).toBe('Xq3Kx6ozR1E');
    expect(
      videoView({ source: 'Brightcove', videoId: '1', videoUrl: 'https://video.example.com/1' }),
    ).toBeNull();
    expect(videoView({ source: null, videoId: 'Xq3Kx6ozR1E', videoUrl: null })).toBeNull();
    expect(videoView(null)).toBeNull();
  });
});
