/**
 * The renderer of each registered block type (model/blocks/registry.ts). Its type is derived from the
 * registry: a block type added there without a renderer here does not compile. The non-interactive blocks
 * of spec §2 are marked `data-block` with their typename, for tests and styles.
 */
import type { ReactNode } from 'react';

import type { BlockTypename, BlockViewOf } from '../../model/blocks/registry';
import { Breadcrumbs } from '../components';
import { DocumentList } from '../investor/DocumentList';
import { InvestorWidget } from '../investor/InvestorWidget';

import { AccordionGroupBlock } from './AccordionGroupBlock';
import { AccordionListBlock } from './AccordionListBlock';
import { ActionGroupBlock } from './ActionGroupBlock';
import { AlertBlock } from './AlertBlock';
import { ArticleBannerBlock } from './ArticleBannerBlock';
import {
  ArticleCardGroup,
  CategorySection,
  LatestArticles,
  LatestArticlesByCategory,
  TopicArticleGroup,
} from './ArticleBlocks';
import { BannerItemBlock } from './BannerItemBlock';
import { BannerItemListBlock } from './BannerItemListBlock';
import { CardBlock } from './CardBlock';
import { CardGroupBlock } from './CardGroupBlock';
import { CustomComponentBlock } from './CustomComponentBlock';
import { DisclosureBlock } from './DisclosureBlock';
import { EmbeddedItemBlock } from './EmbeddedItemBlock';
import { FormBlock } from './FormBlock';
import { GalleryBlock } from './GalleryBlock';
import { HeadingBlock } from './HeadingBlock';
import { IconBlock, IconBlockGroup } from './IconBlocks';
import { ImageBlockGroup } from './ImageBlockGroup';
import { InlineBannerBlock } from './InlineBannerBlock';
import { JobAdCardGroup } from './JobAdCards';
import { marked } from './marked';
import { NumericalCardBlock } from './NumericalCardBlock';
import { ParagraphBlock } from './ParagraphBlock';
import { PodcastBannerBlock } from './PodcastBannerBlock';
import { ProfileBioBlock } from './ProfileBioBlock';
import { ResearchFrameBlock } from './ResearchFrameBlock';
import { KeySteps, StepBlockGroup } from './Steps';
import { TabGroupBlock } from './TabGroupBlock';
import { TeamMemberProfileBlock } from './TeamMemberProfileBlock';
import { TestimonialGroupBlock } from './TestimonialGroupBlock';
import { TipsCardGroup } from './TipsCards';
import { TopicListBlock } from './TopicListBlock';
import { VideoBlock } from './VideoBlock';
import { VideoDialogGroupBlock } from './VideoDialogGroupBlock';

export interface BlockRendererProps<N extends BlockTypename> {
  item: BlockViewOf<N>;
  /** Development notices show in every environment but production. */
  environment: string;
}

type BlockRenderers = { [N in BlockTypename]: (props: BlockRendererProps<N>) => ReactNode };

export const blockRenderers: BlockRenderers = {
  Heading: ({ item }) => <HeadingBlock heading={item} />,
  Paragraph: ({ item }) => <ParagraphBlock paragraph={item} />,
  ActionGroup: ({ item }) => <ActionGroupBlock group={item} />,
  Gallery: ({ item }) => <GalleryBlock gallery={item} />,
  ArticleBanner: marked(({ item }) => <ArticleBannerBlock banner={item} />),
  IconBlock: marked(({ item }) => <IconBlock block={item} headingLevel="2" />),
  IconBlockGroup: marked(({ item }) => <IconBlockGroup group={item} />),
  ImageBlockGroup: marked(({ item }) => <ImageBlockGroup group={item} />),
  StepBlockGroup: marked(({ item }) => <StepBlockGroup group={item} />),
  Disclosure: marked(({ item }) => <DisclosureBlock disclosure={item} />),
  LatestArticlesByCategory: marked(({ item }) => <LatestArticlesByCategory latest={item} />),
  Alert: marked(({ item }) => <AlertBlock alert={item} />),
  ProfileBio: marked(({ item }) => <ProfileBioBlock profile={item} />),
  KeySteps: marked(({ item }) => <KeySteps keySteps={item} />),
  TipsCardGroup: marked(({ item }) => <TipsCardGroup title={item.title} cards={item.cards} />),
  BreadcrumbTrail: marked(({ item }) => <Breadcrumbs items={item.items} />),
  JobAdCardGroup: marked(({ item }) => <JobAdCardGroup group={item} />),
  ArticleCardGroup: marked(({ item }) => <ArticleCardGroup group={item} />),
  TopicArticleGroup: marked(({ item }) => <TopicArticleGroup group={item} />),
  CategorySection: marked(({ item }) => <CategorySection section={item} />),
  PodcastBanner: marked(({ item }) => <PodcastBannerBlock banner={item} />),
  LatestArticles: marked(({ item }) => <LatestArticles latest={item} />),
  TestimonialGroup: ({ item }) => <TestimonialGroupBlock item={item} />,
  TabGroup: ({ item }) => <TabGroupBlock item={item} />,
  VideoBlock: ({ item }) => <VideoBlock item={item} />,
  VideoDialogGroup: ({ item }) => <VideoDialogGroupBlock item={item} />,
  NumericalCard: ({ item }) => <NumericalCardBlock item={item} />,
  TopicList: ({ item }) => <TopicListBlock item={item} />,
  DocumentList: marked(({ item }) => <DocumentList item={item} />),
  InvestorWidget: marked(({ item }) => <InvestorWidget item={item} />),
  TeamMemberProfile: ({ item }) => <TeamMemberProfileBlock item={item} />,
  ResearchFrame: ({ item }) => <ResearchFrameBlock item={item} />,
  BannerItem: ({ item }) => <BannerItemBlock banner={item} />,
  Form: ({ item }) => <FormBlock form={item} />,
  BannerItemList: marked(({ item }) => <BannerItemListBlock list={item} />),
  CardGroup: ({ item }) => <CardGroupBlock group={item} />,
  CardBlock: marked(({ item }) => <CardBlock block={item} />),
  AccordionGroup: ({ item }) => <AccordionGroupBlock title={item.title} accordions={item.accordions} />,
  AccordionList: marked(({ item }) => <AccordionListBlock list={item} />),
  CustomComponent: marked(({ item }) => <CustomComponentBlock item={item} />),
  InlineBanner: ({ item }) => <InlineBannerBlock banner={item} />,
  EmbeddedItem: marked(({ item }) => <EmbeddedItemBlock item={item} />),
};
