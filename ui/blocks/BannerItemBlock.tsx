import { Box, Stack } from 'braid-design-system';

import { ActionGroupBlock } from './ActionGroupBlock';
import { HeadingBlock } from './HeadingBlock';
import { ParagraphBlock } from './ParagraphBlock';
import type { BlockItemModel } from './types';

type BannerItem = Extract<BlockItemModel, { __typename: 'BannerItem' }>;

// The CMS's colour names; brandAccentLight has no Box background of its own, its soft variant stands in.
const backgrounds = ['brandAccentSoft', 'neutralLight', 'surface', 'infoLight', 'promoteLight'] as const;
type Background = (typeof backgrounds)[number];

function background(value: string | null): Background {
  if (value === 'brandAccentLight') return 'brandAccentSoft';
  return (backgrounds as readonly string[]).includes(value ?? '') ? (value as Background) : 'neutralLight';
}

/** A coloured panel with a heading, text and actions (e.g. the contact-us banner). */
export function BannerItemBlock({ banner }: { banner: BannerItem }) {
  return (
    <Box background={background(banner.backgroundColor)} borderRadius="xlarge" padding="large">
      <Stack space="medium">
        {banner.heading ? <HeadingBlock heading={banner.heading} /> : null}
        {banner.paragraph ? <ParagraphBlock paragraph={banner.paragraph} /> : null}
        {banner.actionGroup ? <ActionGroupBlock group={banner.actionGroup} /> : null}
      </Stack>
    </Box>
  );
}
