import type { ImageView } from '../../../model/image';
import type { PageBannerView } from '../../../model/page/banners';

import { AwardBanner } from './AwardBanner';
import { PrimaryPageBanner } from './PrimaryPageBanner';
import { ShopfrontBanner } from './ShopfrontBanner';

export interface PageBannerProps {
  banner: PageBannerView;
  logo?: ImageView | null;
  /** 1 when the banner's heading is the page's h1 (a hero that names the page); else 2. */
  headingLevel?: '1' | '2';
}

/** A content page's banner by kind: primary, shopfront or awards (spec §2 "Banners and blocks"). */
export function PageBanner({ banner, logo, headingLevel = '2' }: PageBannerProps) {
  switch (banner.kind) {
    case 'primary':
      return <PrimaryPageBanner banner={banner} logo={logo} headingLevel={headingLevel} />;
    case 'shopfront':
      return <ShopfrontBanner banner={banner} headingLevel={headingLevel} />;
    case 'award':
      return <AwardBanner banner={banner} headingLevel={headingLevel} />;
  }
}
