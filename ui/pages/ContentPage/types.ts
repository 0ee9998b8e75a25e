/**
 * The generic content page's props (spec §2 "Generic content page"). ui/ never imports the worker, so the shapes
 * are stated here; the worker's view models are assignable to them.
 */
import type { PageBannerView, PromotionalBannerView } from '../../../model/page/banners';
import type { ContainerView } from '../../../model/page/containers';
import type { BlockItemModel } from '../../blocks/types';
import type { Crumb } from '../../components';
import type { SubNavigationLink } from '../../layout/SubNavigation';
import type { ImageModel } from '../../layout/types';
import type { SearchBoxPlace } from '../../widgets/SearchBox/search-path';
import type { BannerItemModel, SubscriptionFormModel } from '../CategoryPage';

export interface ContentPageProps {
  title: string;
  subNavigation: SubNavigationLink[];
  promotionalBanner: PromotionalBannerView | null;
  banner: PageBannerView | null;
  /** The section's logo, for a primary banner that displays it. */
  logo: ImageModel | null;
  /** Empty when the page has breadcrumbs turned off. */
  breadcrumbs: Crumb[];
  containers: ContainerView<BlockItemModel>[];
  /** The 'contactus' banner item (about section pages). */
  contact: BannerItemModel | null;
  /** The 'subscribe' form at the end of the page, when the section calls for one. */
  subscription: SubscriptionFormModel | null;
  /** ENVIRONMENT of the worker: development notices show outside production. */
  environment: string;
  /** The search box under the title (advice landing pages, and sections with a search of their own). */
  searchBox?: SearchBoxPlace | null;
}
