import { Box, Stack } from 'braid-design-system';

import type { BannerItemView } from '../../model/blocks/banner-item';

import { ActionGroupBlock } from './ActionGroupBlock';
import { HeadingBlock } from './HeadingBlock';
import { ParagraphBlock } from './ParagraphBlock';
import { panelBackground } from './tones';

/** A coloured panel with a heading, text and actions (e.g. the contact-us banner). */
export function BannerItemBlock({ banner }: { banner: BannerItemView }) {
  return (
    <Box
      background={panelBackground(banner.backgroundColor) ?? 'neutralLight'}
      borderRadius="xlarge"
      padding="large"
    >
      <Stack space="medium">
        {banner.heading ? <HeadingBlock heading={banner.heading} /> : null}
        {banner.paragraph ? <ParagraphBlock paragraph={banner.paragraph} /> : null}
        {banner.actionGroup ? <ActionGroupBlock group={banner.actionGroup} /> : null}
      </Stack>
    </Box>
  );
}
