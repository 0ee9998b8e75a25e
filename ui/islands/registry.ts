import type { ComponentType } from 'react';

import type { IslandName } from './components';

type Loader = () => Promise<{ default: ComponentType<never> }>;

/** Browser-side: each island's code, loaded only when a page has that island. */
export const islandRegistry: Record<IslandName, Loader> = {
  AccountHeader: () => import('../widgets/AccountHeader'),
  CmsForm: () => import('../widgets/CmsForm'),
  MobileMenu: () => import('../widgets/MobileMenu'),
  PageViewTracker: () => import('../widgets/PageViewTracker'),
  ReadMore: () => import('../widgets/ReadMore'),
  SearchBox: () => import('../widgets/SearchBox'),
  ShareBar: () => import('../widgets/ShareBar'),
  Accordion: () => import('../widgets/Accordion'),
  GalleryCarousel: () => import('../widgets/GalleryCarousel'),
  NumericalCounter: () => import('../widgets/NumericalCounter'),
  ResearchFrame: () => import('../widgets/ResearchFrame'),
  Tabs: () => import('../widgets/Tabs'),
  TeamMemberDescription: () => import('../widgets/TeamMemberDescription'),
  TestimonialCarousel: () => import('../widgets/TestimonialCarousel'),
  TopicList: () => import('../widgets/TopicList'),
  VideoDialog: () => import('../widgets/VideoDialog'),
  VideoFrame: () => import('../widgets/VideoFrame'),
  DataLabFilters: () => import('../widgets/DataLabFilters'),
  DataLabShare: () => import('../widgets/DataLabShare'),
  InterviewBuilder: () => import('../widgets/InterviewBuilder'),
  DataLabPdf: () => import('../widgets/DataLabPdf'),
  IndustrySelect: () => import('../widgets/IndustrySelect'),
  RevealAll: () => import('../widgets/RevealAll'),
};
