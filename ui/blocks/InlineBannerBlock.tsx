import { Badge, Box, Column, Columns, Stack } from 'braid-design-system';

import type { InlineBannerView } from '../../model/blocks/inline-banner';

import { ActionGroupBlock } from './ActionGroupBlock';
import { BlockImage } from './BlockImage';
import { CustomComponentBlock } from './CustomComponentBlock';
import { HeadingBlock } from './HeadingBlock';
import { ParagraphBlock } from './ParagraphBlock';
import { badgeTone } from './tones';
import { VideoLink } from './VideoLink';

/**
 * Image (or video) beside text, image first or last when reversed, stacked on phones; a custom component
 * (e.g. the search box) follows the actions.
 */
export function InlineBannerBlock({ banner }: { banner: InlineBannerView }) {
  const media = banner.video ? (
    <VideoLink video={banner.video} poster={banner.image} title={banner.heading?.text ?? ''} />
  ) : banner.image ? (
    <BlockImage image={banner.image} />
  ) : null;
  const image = media ? <Column width="1/2">{media}</Column> : null;
  return (
    <Box
      background="surface"
      borderRadius="xlarge"
      padding={{ mobile: 'gutter', tablet: 'large' }}
      boxShadow="small"
    >
      <Columns space={{ mobile: 'large', tablet: 'xlarge' }} collapseBelow="tablet" alignY="center">
        {banner.reverse ? null : image}
        <Column>
          <Stack space="medium">
            {banner.badge ? <Badge tone={badgeTone(banner.badge.tone)}>{banner.badge.text}</Badge> : null}
            {banner.heading ? <HeadingBlock heading={banner.heading} /> : null}
            {banner.paragraph ? <ParagraphBlock paragraph={banner.paragraph} /> : null}
            {banner.actionGroup ? <ActionGroupBlock group={banner.actionGroup} /> : null}
            {banner.customComponent ? <CustomComponentBlock item={banner.customComponent} /> : null}
          </Stack>
        </Column>
        {banner.reverse ? image : null}
      </Columns>
    </Box>
  );
}
