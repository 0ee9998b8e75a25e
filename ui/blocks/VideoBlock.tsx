import { Heading, Stack } from 'braid-design-system';

import type { VideoBlockView } from '../../model/blocks/video-block';
import { Island } from '../islands/Island';

/** A video block (spec §2: Brightcove or YouTube): its title, then the frame island. */
export function VideoBlock({ item }: { item: VideoBlockView }) {
  return (
    <Stack space="medium">
      {item.title ? <Heading level="2">{item.title}</Heading> : null}
      <Island name="VideoFrame" props={{ video: item.video, title: item.title }} hydrate="visible" />
    </Stack>
  );
}
