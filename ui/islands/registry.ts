import type { ComponentType } from 'react';

import type { IslandName } from './components';
import type { EnhanceIsland } from './plain-island';

/** A React island, hydrated with React, or a plain one whose `enhance` needs no React (plain-island.ts). */
export type IslandLoader =
  | { react: () => Promise<{ default: ComponentType<never> }> }
  | { plain: () => Promise<{ enhance: EnhanceIsland<never> }> };

/** Browser-side: each island's code, loaded only when a page has that island. */
export const islandRegistry: Record<IslandName, IslandLoader> = {
  AccountHeader: { plain: () => import('../widgets/AccountHeader') },
  CmsForm: { plain: () => import('../widgets/CmsForm') },
  MobileMenu: { plain: () => import('../widgets/MobileMenu') },
  PageViewTracker: { plain: () => import('../widgets/PageViewTracker') },
  ReadMore: { plain: () => import('../widgets/ReadMore') },
  SearchBox: { plain: () => import('../widgets/SearchBox') },
  ShareBar: { plain: () => import('../widgets/ShareBar') },
  Accordion: { plain: () => import('../widgets/Accordion') },
  GalleryCarousel: { react: () => import('../widgets/GalleryCarousel') },
  NumericalCounter: { react: () => import('../widgets/NumericalCounter') },
  ResearchFrame: { react: () => import('../widgets/ResearchFrame') },
  Tabs: { react: () => import('../widgets/Tabs') },
  TeamMemberDescription: { react: () => import('../widgets/TeamMemberDescription') },
  TestimonialCarousel: { react: () => import('../widgets/TestimonialCarousel') },
  TopicList: { react: () => import('../widgets/TopicList') },
  VideoDialog: { react: () => import('../widgets/VideoDialog') },
  VideoFrame: { react: () => import('../widgets/VideoFrame') },
  DataLabFilters: { react: () => import('../widgets/DataLabFilters') },
  DataLabShare: { react: () => import('../widgets/DataLabShare') },
  InterviewBuilder: { react: () => import('../widgets/InterviewBuilder') },
  DataLabPdf: { react: () => import('../widgets/DataLabPdf') },
  IndustrySelect: { react: () => import('../widgets/IndustrySelect') },
  RevealAll: { react: () => import('../widgets/RevealAll') },
};
