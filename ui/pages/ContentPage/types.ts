/** The generic content page's props (spec §2 "Generic content page"): the views of model/page. */
import type { BannerItemView } from '../../../model/blocks/banner-item';
import type { FormView } from '../../../model/form';
import type { ImageView } from '../../../model/image';
import type { PageBannerView, PromotionalBannerView } from '../../../model/page/banners';
import type { ContainerView } from '../../../model/page/containers';
import type { SearchBoxPlace } from '../../../model/search';
import type { Crumb } from '../../components';
import type { PartKeeper } from '../../layout/prerendered';
import type { SubNavigationLink } from '../../layout/SubNavigation';

export interface ContentPageProps {
  title: string;
  subNavigation: SubNavigationLink[];
  promotionalBanner: PromotionalBannerView | null;
  banner: PageBannerView | null;
  /** The section's logo, for a primary banner that displays it. */
  logo: ImageView | null;
  /** Empty when the page has breadcrumbs turned off. */
  breadcrumbs: Crumb[];
  containers: ContainerView[];
  /** The 'contactus' banner item (about section pages). */
  contact: BannerItemView | null;
  /** The 'subscribe' form at the end of the page, when the section calls for one. */
  subscription: FormView | null;
  /** ENVIRONMENT of the worker: development notices show outside production. */
  environment: string;
  /** The search box under the title (advice landing pages, and sections with a search of their own). */
  searchBox?: SearchBoxPlace | null;
  /** The industry of the page's address (`?industry=`), for its salary and job-growth tables; -1 all. */
  industry?: number;
  /** Keeps the page's HTML for the next reader of the same page (none for a draft). */
  keeper?: PartKeeper;
}
