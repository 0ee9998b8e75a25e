import { Box, Column, Columns, Stack } from 'braid-design-system';

import type { HeadingView } from '../../../model/blocks/heading';
import type { ParagraphView } from '../../../model/blocks/paragraph';
import type { ImageModel } from '../../layout/types';
import { PodcastDetails } from '../../pages/ArticlePage/PodcastDetails';
import type { PodcastLinksModel } from '../block-models';
import { BlockImage } from '../BlockImage';
import { HeadingBlock } from '../HeadingBlock';
import { ParagraphBlock } from '../ParagraphBlock';

export interface PodcastBannerBlockProps {
  heading: HeadingView | null;
  paragraph: ParagraphView | null;
  image: ImageModel | null;
  mediaUrl: string | null;
  podcast: PodcastLinksModel | null;
}

/** A podcast: cover image, heading and text, the player (220px high) and a link per platform (spec §2). */
export function PodcastBannerBlock({
  heading,
  paragraph,
  image,
  mediaUrl,
  podcast,
}: PodcastBannerBlockProps) {
  return (
    <Box background="neutralLight" borderRadius="xlarge" padding={{ mobile: 'gutter', tablet: 'large' }}>
      <Columns space="xlarge" collapseBelow="tablet" alignY="center">
        {image ? (
          <Column width="1/3">
            <BlockImage image={image} />
          </Column>
        ) : null}
        <Column>
          <Stack space="medium">
            {heading ? <HeadingBlock heading={heading} /> : null}
            {paragraph ? <ParagraphBlock paragraph={paragraph} /> : null}
            <PodcastDetails title={heading?.text ?? ''} mediaUrl={mediaUrl} podcast={podcast} />
          </Stack>
        </Column>
      </Columns>
    </Box>
  );
}
