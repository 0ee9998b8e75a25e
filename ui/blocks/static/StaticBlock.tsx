import { Breadcrumbs } from '../../components';
import type { PartABlockModel, PartATypename } from '../block-models';

import { AlertBlock } from './AlertBlock';
import { ArticleBannerBlock } from './ArticleBannerBlock';
import {
  ArticleCardGroup,
  CategorySection,
  LatestArticles,
  LatestArticlesByCategory,
  TopicArticleGroup,
} from './ArticleBlocks';
import { DisclosureBlock } from './DisclosureBlock';
import { GalleryBlock } from './GalleryBlock';
import { IconBlock, IconBlockGroup } from './IconBlocks';
import { ImageBlockGroup } from './ImageBlockGroup';
import { JobAdCardGroup } from './JobAdCards';
import { PodcastBannerBlock } from './PodcastBannerBlock';
import { ProfileBioBlock } from './ProfileBioBlock';
import { KeySteps, StepBlockGroup } from './Steps';
import { TipsCardGroup } from './TipsCards';

/** The __typenames drawn here (the non-interactive blocks of spec §2). */
export const staticTypenames: readonly PartATypename[] = [
  'Gallery',
  'ArticleBanner',
  'IconBlock',
  'IconBlockGroup',
  'ImageBlockGroup',
  'StepBlockGroup',
  'Disclosure',
  'LatestArticlesByCategory',
  'Alert',
  'ProfileBio',
  'KeySteps',
  'TipsCardGroup',
  'BreadcrumbTrail',
  'JobAdCardGroup',
  'ArticleCardGroup',
  'TopicArticleGroup',
  'CategorySection',
  'PodcastBanner',
  'LatestArticles',
];

/** Whether a block item is drawn by StaticBlock. */
export const isStaticBlock = (item: { __typename: string }): item is PartABlockModel =>
  (staticTypenames as readonly string[]).includes(item.__typename);

/** Draws one non-interactive block by its __typename; each block is marked `data-block` for tests and styles. */
export function StaticBlock({ item }: { item: PartABlockModel }) {
  return <div data-block={item.__typename}>{render(item)}</div>;
}

function render(item: PartABlockModel) {
  switch (item.__typename) {
    case 'Gallery':
      return <GalleryBlock id={item.id} title={item.title} columns={item.columns} images={item.images} />;
    case 'ArticleBanner':
      return <ArticleBannerBlock {...item} />;
    case 'IconBlock':
      return <IconBlock block={item} headingLevel="2" />;
    case 'IconBlockGroup':
      return <IconBlockGroup {...item} />;
    case 'ImageBlockGroup':
      return <ImageBlockGroup {...item} />;
    case 'StepBlockGroup':
      return <StepBlockGroup title={item.title} steps={item.steps} />;
    case 'Disclosure':
      return <DisclosureBlock {...item} />;
    case 'LatestArticlesByCategory':
      return <LatestArticlesByCategory {...item} />;
    case 'Alert':
      return <AlertBlock {...item} />;
    case 'ProfileBio':
      return <ProfileBioBlock {...item} />;
    case 'KeySteps':
      return <KeySteps {...item} />;
    case 'TipsCardGroup':
      return <TipsCardGroup title={item.title} cards={item.cards} />;
    case 'BreadcrumbTrail':
      return <Breadcrumbs items={item.items.map((crumb) => ({ text: crumb.text, href: crumb.href }))} />;
    case 'JobAdCardGroup':
      return <JobAdCardGroup title={item.title} cards={item.cards} />;
    case 'ArticleCardGroup':
      return <ArticleCardGroup {...item} />;
    case 'TopicArticleGroup':
      return <TopicArticleGroup title={item.title} topics={item.topics} />;
    case 'CategorySection':
      return <CategorySection title={item.title} categories={item.categories} />;
    case 'PodcastBanner':
      return <PodcastBannerBlock {...item} />;
    case 'LatestArticles':
      return <LatestArticles title={item.title} articles={item.articles} />;
  }
}
