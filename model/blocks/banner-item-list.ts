/** BannerItemList (spec §2 blocks): banner items side by side under a title. */
import * as v from 'valibot';

import { skipsMember } from '../locale';

import { bannerItemSchema, bannerItemView, type BannerItemView } from './banner-item';
import { blockType } from './block-type';

export interface BannerItemListView {
  id: string;
  title: string | null;
  bannerItems: BannerItemView[];
}

export const bannerItemList = blockType({
  typename: 'BannerItemList',
  fields: /* GraphQL */ `
      title
      bannerItems {
        ...BannerItemFields
      }`,
  entries: { title: v.nullish(v.string()), bannerItems: v.array(bannerItemSchema) },
  /** Members in the CMS default locale are left out when another was asked for; empty ones are dropped (spec §5). */
  view: (item, scope, skip): BannerItemListView | null => {
    const bannerItems = item.bannerItems
      .filter((banner) => !skipsMember(banner.locale, scope, skip))
      .map((banner) => bannerItemView(banner, scope))
      .filter((banner) => banner.heading || banner.paragraph);
    return bannerItems.length ? { id: item.id, title: item.title ?? null, bannerItems } : null;
  },
});
