import { describe, expect, it } from 'vitest';

import type { ViewScope } from '../locale';

import { blockView, type BlockItemData } from './registry';

const english: ViewScope = { locale: 'en_AU', language: 'en' };
const view = (item: Record<string, unknown>, scope = english, skip = false) =>
  blockView({ id: 'b', locale: 'en_AU', ...item } as BlockItemData, scope, skip);

describe('VideoDialogGroup view', () => {
  it('keeps titled, embeddable videos and takes the tile columns within 1–4', () => {
    const youTube = { source: 'YouTube', videoId: 'Xq3Kx6ozR1E' };
    const group = view({
      __typename: 'VideoDialogGroup',
      tile: { columns: 9 },
      videos: [
        { id: 'ok', title: 'On camera', video: youTube },
        { id: 'untitled', title: ' ', video: youTube },
        { id: 'broken', title: 'Broken', video: { source: 'Brightcove', videoUrl: 'https://x.example' } },
      ],
    });
    expect(
      group?.__typename === 'VideoDialogGroup' && [group.columns, group.videos.map((v) => v.id)],
    ).toEqual([4, ['ok']]);
  });
});
