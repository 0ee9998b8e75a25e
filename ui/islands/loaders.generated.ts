// Generated from the folders under ui/widgets by scripts/lib/island-map.mjs (the build and the tests run
// it): do not edit. An island is its folder (ui/islands/README.md).
import type { IslandName } from './components.generated';
import type { IslandLoader } from './island-loader';

/** For the browser (browser.tsx): each island's code, its own chunk, loaded only when a page has it. */
export const islandLoaders: Record<IslandName, IslandLoader> = {
  Accordion: { plain: () => import('../widgets/Accordion') },
  AccountHeader: { plain: () => import('../widgets/AccountHeader') },
  CmsForm: { plain: () => import('../widgets/CmsForm') },
  DataLabFilters: { react: () => import('../widgets/DataLabFilters') },
  DataLabPdf: { react: () => import('../widgets/DataLabPdf') },
  DataLabShare: { react: () => import('../widgets/DataLabShare') },
  GalleryCarousel: { react: () => import('../widgets/GalleryCarousel') },
  IndustrySelect: { react: () => import('../widgets/IndustrySelect') },
  InterviewBuilder: { react: () => import('../widgets/InterviewBuilder') },
  MobileMenu: { plain: () => import('../widgets/MobileMenu') },
  NumericalCounter: { react: () => import('../widgets/NumericalCounter') },
  PageViewTracker: { plain: () => import('../widgets/PageViewTracker') },
  ReadMore: { plain: () => import('../widgets/ReadMore') },
  ResearchFrame: { react: () => import('../widgets/ResearchFrame') },
  RevealAll: { react: () => import('../widgets/RevealAll') },
  SearchBox: { plain: () => import('../widgets/SearchBox') },
  ShareBar: { plain: () => import('../widgets/ShareBar') },
  Tabs: { react: () => import('../widgets/Tabs') },
  TeamMemberDescription: { react: () => import('../widgets/TeamMemberDescription') },
  TestimonialCarousel: { react: () => import('../widgets/TestimonialCarousel') },
  TopicList: { react: () => import('../widgets/TopicList') },
  VideoDialog: { react: () => import('../widgets/VideoDialog') },
  VideoFrame: { react: () => import('../widgets/VideoFrame') },
};
