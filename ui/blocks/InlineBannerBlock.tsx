import { Badge, Box, Column, Columns, Stack } from 'braid-design-system';

import { ActionGroupBlock } from './ActionGroupBlock';
import { BlockImage } from './BlockImage';
import { HeadingBlock } from './HeadingBlock';
import { ParagraphBlock } from './ParagraphBlock';
import { badgeTone } from './tones';
import type { BlockItemModel } from './types';

type InlineBanner = Extract<BlockItemModel, { __typename: 'InlineBanner' }>;

/** Image beside text (image first, or last when reversed); stacked on phones. */
export function InlineBannerBlock({ banner }: { banner: InlineBanner }) {
  const image = banner.image ? (
    <Column width="1/2">
      <BlockImage image={banner.image} />
    </Column>
  ) : null;
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
          </Stack>
        </Column>
        {banner.reverse ? image : null}
      </Columns>
    </Box>
  );
}
