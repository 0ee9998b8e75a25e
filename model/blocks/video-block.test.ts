import { describe, expect, it } from 'vitest';

import type { ViewScope } from '../locale';

import { blockView, type BlockItemData } from './registry';

const english: ViewScope = { locale: 'en_AU', language: 'en' };
const view = (item: Record<string, unknown>, scope = english, skip = false) =>
  blockView({ id: 'b', locale: 'en_AU', ...item } as BlockItemData, scope, skip);

describe('VideoBlock view', () => {
  it('shows nothing for a video it cannot embed', () => {
    expect(view({ __typename: 'VideoBlock', video: { source: 'Vimeo', videoUrl: 'x' } })).toBeNull();
    const youTube = view({
      __typename: 'VideoBlock',
      title: 'Watch',
      video: { source: 'YouTube', videoId: 'Xq3Kx6ozR1E' },
    });
    expect(youTube?.__typename === 'VideoBlock' && youTube.video.source).toBe('YouTube');
  });
});
