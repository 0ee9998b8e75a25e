/** VideoBlock (spec §2 blocks): one embeddable video (Brightcove or YouTube) with its title. */
import * as v from 'valibot';

import { videoSchema, videoView, type VideoView } from '../video';

import { blockType } from './block-type';

const videoBlockEntries = {
  title: v.nullish(v.string()),
  video: v.nullish(videoSchema),
};

export interface VideoBlockView {
  id: string;
  title: string | null;
  video: VideoView;
}

export const videoBlock = blockType({
  typename: 'VideoBlock',
  fields: /* GraphQL */ `
      title
      video {
        ...VideoFields
      }`,
  entries: videoBlockEntries,
  // A video that cannot be embedded shows nothing (spec §5).
  view: (item): VideoBlockView | null => {
    const video = videoView(item.video);
    return video ? { id: item.id, title: item.title ?? null, video } : null;
  },
});
