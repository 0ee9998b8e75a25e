import { describe, expect, it } from 'vitest';

import { embeddableVideoUrl } from './video-embed';

describe('embeddableVideoUrl', () => {
  it.each([
    ['https://youtu.be/8ZtInClXe1Q', 'https://www.youtube-nocookie.com/embed/8ZtInClXe1Q'],
    ['https://www.youtube.com/watch?v=8ZtInClXe1Q&t=5', 'https://www.youtube-nocookie.com/embed/8ZtInClXe1Q'],
    ['https://m.youtube.com/watch?v=8ZtInClXe1Q', 'https://www.youtube-nocookie.com/embed/8ZtInClXe1Q'],
    [
      'https://players.brightcove.net/6232311915001/default_default/index.html?videoId=6312345678112',
      'https://players.brightcove.net/6232311915001/default_default/index.html?videoId=6312345678112',
    ],
  ])('embeds %s', (url, embed) => {
    expect(embeddableVideoUrl(url)).toBe(embed);
  });

  it.each([
    'https://vimeo.com/12345',
    'https://www.youtube.com/channel/abc',
    'https://youtu.be/',
    'javascript:alert(1)//youtu.be/abcdefg',
    'not a url',
    'https://players.brightcove.net/1/default_default/index.html',
  ])('does not embed %s', (url) => {
    expect(embeddableVideoUrl(url)).toBeNull();
  });
});
