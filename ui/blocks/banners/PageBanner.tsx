import type { ImageView } from '../../../model/image';
import type { PageBannerView } from '../../../model/page/banners';

import { AwardBanner } from './AwardBanner';
import { PrimaryPageBanner } from './PrimaryPageBanner';
import { ShopfrontBanner } from './ShopfrontBanner';

export interface PageBannerProps {
  banner: PageBannerView;
  logo?: ImageView | null;
}

/** A content page's banner by kind: primary, shopfront or awards (spec §2 "Banners and blocks"). */
export function PageBanner({ banner, logo }: PageBannerProps) {
  switch (banner.kind) {
    case 'primary':
      return <PrimaryPageBanner banner={banner} logo={logo} />;
    case 'shopfront':
      return <ShopfrontBanner banner={banner} />;
    case 'award':
      return <AwardBanner banner={banner} />;
  }
}
