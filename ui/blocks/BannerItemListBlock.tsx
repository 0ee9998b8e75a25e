import { Heading, Stack, Tiles } from 'braid-design-system';

import type { BannerItemListView } from '../../model/blocks/banner-item-list';

import { BannerItemBlock } from './BannerItemBlock';

/** Banner items side by side on desktops, stacked on phones. */
export function BannerItemListBlock({ list }: { list: BannerItemListView }) {
  const { title, bannerItems } = list;
  return (
    <Stack space="large">
      {title ? <Heading level="2">{title}</Heading> : null}
      <Tiles space="large" columns={{ mobile: 1, tablet: bannerItems.length > 1 ? 2 : 1 }}>
        {bannerItems.map((banner) => (
          <BannerItemBlock key={banner.id} banner={banner} />
        ))}
      </Tiles>
    </Stack>
  );
}
