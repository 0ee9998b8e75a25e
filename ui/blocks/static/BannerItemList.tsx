import { Heading, Stack, Tiles } from 'braid-design-system';

import { BannerItemBlock } from '../BannerItemBlock';
import type { BannerItemModel } from '../block-models';

/** Banner items side by side on desktops, stacked on phones. */
export function BannerItemList({
  title,
  bannerItems,
}: {
  title: string | null;
  bannerItems: BannerItemModel[];
}) {
  return (
    <Stack space="large">
      {title ? <Heading level="2">{title}</Heading> : null}
      <Tiles space="large" columns={{ mobile: 1, tablet: bannerItems.length > 1 ? 2 : 1 }}>
        {bannerItems.map((banner) => (
          <BannerItemBlock key={banner.id} banner={{ __typename: 'BannerItem', ...banner }} />
        ))}
      </Tiles>
    </Stack>
  );
}
