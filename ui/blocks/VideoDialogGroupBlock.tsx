import { Heading, Stack } from 'braid-design-system';

import type { VideoDialogGroupView } from '../../model/blocks/video-dialog-group';
import { Island } from '../islands/Island';

/** A video dialog group: cards that open a player in a dialog. */
export function VideoDialogGroupBlock({ item }: { item: VideoDialogGroupView }) {
  return (
    <Stack space="large">
      {item.title ? <Heading level="2">{item.title}</Heading> : null}
      <Island name="VideoDialog" props={{ columns: item.columns, videos: item.videos }} hydrate="visible" />
    </Stack>
  );
}
