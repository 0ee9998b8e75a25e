import { Box, Column, Columns, Stack } from 'braid-design-system';

import type { PodcastBannerView } from '../../model/blocks/podcast-banner';
import { PodcastDetails } from '../pages/ArticlePage/PodcastDetails';

import { BlockImage } from './BlockImage';
import { HeadingBlock } from './HeadingBlock';
import { ParagraphBlock } from './ParagraphBlock';

/** A podcast: cover image, heading and text, the player (220px high) and a link per platform (spec §2). */
export function PodcastBannerBlock({ banner }: { banner: PodcastBannerView }) {
  const { heading, paragraph, image, mediaUrl, podcast } = banner;
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
