/** VideoDialogGroup (spec §2 blocks): video cards in the tile's columns, each opening a player in a dialog. */
import * as v from 'valibot';

import { tileSchema } from '../layout';
import { videoSchema, videoView, type VideoView } from '../video';

import { blockType } from './block-type';

const text = v.nullish(v.string());

const videoDialogGroupEntries = {
  title: text,
  tile: v.nullish(tileSchema),
  videos: v.array(
    v.object({ id: v.string(), title: text, description: text, video: v.nullish(videoSchema) }),
  ),
};

export interface VideoDialogView {
  id: string;
  title: string;
  description: string;
  video: VideoView;
}

export interface VideoDialogGroupView {
  id: string;
  title: string | null;
  /** 1 to 4, from the tile (3 without one). */
  columns: number;
  videos: VideoDialogView[];
}

export const videoDialogGroup = blockType({
  typename: 'VideoDialogGroup',
  fields: /* GraphQL */ `
      title
      tile {
        ...TileFields
      }
      videos {
        id
        title
        description
        video {
          ...VideoFields
        }
      }`,
  entries: videoDialogGroupEntries,
  // A dialog needs a title and an embeddable video (spec §5); a group at least one dialog.
  view: (item): VideoDialogGroupView | null => {
    const videos = item.videos.flatMap((entry) => {
      const video = videoView(entry.video);
      const title = entry.title?.trim();
      if (!video || !title) return [];
      return [{ id: entry.id, title, description: entry.description ?? '', video }];
    });
    if (videos.length === 0) return null;
    const columns = Math.min(4, Math.max(1, item.tile?.columns ?? 3));
    return { id: item.id, title: item.title ?? null, columns, videos };
  },
});
