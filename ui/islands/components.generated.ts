// Generated from the folders under ui/widgets by scripts/lib/island-map.mjs (the build and the tests run
// it): do not edit. An island is its folder (ui/islands/README.md).
import { Accordion } from '../widgets/Accordion/Accordion';
import { AccountHeader } from '../widgets/AccountHeader/AccountHeader';
import { CmsForm } from '../widgets/CmsForm/CmsForm';
import { DataLabFilters } from '../widgets/DataLabFilters/DataLabFilters';
import { DataLabPdf } from '../widgets/DataLabPdf/DataLabPdf';
import { DataLabShare } from '../widgets/DataLabShare/DataLabShare';
import { GalleryCarousel } from '../widgets/GalleryCarousel/GalleryCarousel';
import { IndustrySelect } from '../widgets/IndustrySelect/IndustrySelect';
import { InterviewBuilder } from '../widgets/InterviewBuilder/InterviewBuilder';
import { MobileMenu } from '../widgets/MobileMenu/MobileMenu';
import { NumericalCounter } from '../widgets/NumericalCounter/NumericalCounter';
import { PageViewTracker } from '../widgets/PageViewTracker/PageViewTracker';
import { ReadMore } from '../widgets/ReadMore/ReadMore';
import { ResearchFrame } from '../widgets/ResearchFrame/ResearchFrame';
import { RevealAll } from '../widgets/RevealAll/RevealAll';
import { SearchBox } from '../widgets/SearchBox/SearchBox';
import { ShareBar } from '../widgets/ShareBar/ShareBar';
import { Tabs } from '../widgets/Tabs/Tabs';
import { TeamMemberDescription } from '../widgets/TeamMemberDescription/TeamMemberDescription';
import { TestimonialCarousel } from '../widgets/TestimonialCarousel/TestimonialCarousel';
import { TopicList } from '../widgets/TopicList/TopicList';
import { VideoDialog } from '../widgets/VideoDialog/VideoDialog';
import { VideoFrame } from '../widgets/VideoFrame/VideoFrame';

/** Every island by name, for server rendering (Island.tsx). */
export const islandComponents = {
  Accordion,
  AccountHeader,
  CmsForm,
  DataLabFilters,
  DataLabPdf,
  DataLabShare,
  GalleryCarousel,
  IndustrySelect,
  InterviewBuilder,
  MobileMenu,
  NumericalCounter,
  PageViewTracker,
  ReadMore,
  ResearchFrame,
  RevealAll,
  SearchBox,
  ShareBar,
  Tabs,
  TeamMemberDescription,
  TestimonialCarousel,
  TopicList,
  VideoDialog,
  VideoFrame,
};

export type IslandName = keyof typeof islandComponents;
