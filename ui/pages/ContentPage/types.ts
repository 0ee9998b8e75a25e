/**
 * The generic content page's props (spec §2 "Generic content page"). ui/ never imports the worker, so the shapes
 * are stated here; the worker's view models are assignable to them.
 */
import type { BannerItemView } from '../../../model/blocks/banner-item';
import type { FormView } from '../../../model/form';
import type { SearchBoxPlace } from '../../../model/search';
import type { PageBannerModel } from '../../blocks/banners/types';
import type { ContainerModel, PromotionalBannerModel } from '../../blocks/types';
import type { Crumb } from '../../components';
import type { SubNavigationLink } from '../../layout/SubNavigation';
import type { ImageModel } from '../../layout/types';

export interface ContentPageProps {
  title: string;
  subNavigation: SubNavigationLink[];
  promotionalBanner: PromotionalBannerModel | null;
  banner: PageBannerModel | null;
  /** The section's logo, for a primary banner that displays it. */
  logo: ImageModel | null;
  /** Empty when the page has breadcrumbs turned off. */
  breadcrumbs: Crumb[];
  containers: ContainerModel[];
  /** The 'contactus' banner item (about section pages). */
  contact: BannerItemView | null;
  /** The 'subscribe' form at the end of the page, when the section calls for one. */
  subscription: FormView | null;
  /** ENVIRONMENT of the worker: development notices show outside production. */
  environment: string;
  /** The search box under the title (advice landing pages, and sections with a search of their own). */
  searchBox?: SearchBoxPlace | null;
}
