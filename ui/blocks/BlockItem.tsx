import { AccordionGroupBlock } from './AccordionGroupBlock';
import { ActionGroupBlock } from './ActionGroupBlock';
import { BannerItemBlock } from './BannerItemBlock';
import { CardGroupBlock } from './CardGroupBlock';
import { HeadingBlock } from './HeadingBlock';
import { InlineBannerBlock } from './InlineBannerBlock';
import { InteractiveBlock } from './interactive/InteractiveBlock';
import { GalleryCarouselBlock } from './interactive/MediaBlocks';
import { ParagraphBlock } from './ParagraphBlock';
import { FormFrame } from './static/frames';
import { isStaticBlock, StaticBlock } from './static/StaticBlock';
import type { BlockItemModel, RenderEnvironment } from './types';
import { UnsupportedBlock } from './UnsupportedBlock';

export interface BlockItemProps extends RenderEnvironment {
  item: BlockItemModel;
}

/**
 * The one dispatcher of CMS block items, keyed by `__typename` (DESIGN §3). A type without a renderer draws
 * nothing in production and a visible notice elsewhere, so editors and developers see what is missing.
 */
export function BlockItem({ item, environment }: BlockItemProps) {
  switch (item.__typename) {
    case 'Heading':
      return <HeadingBlock heading={item} />;
    case 'Paragraph':
      return <ParagraphBlock paragraph={item} />;
    case 'ActionGroup':
      return <ActionGroupBlock group={item} />;
    case 'CardGroup':
      return <CardGroupBlock title={item.title} cards={item.cards} />;
    case 'AccordionGroup':
      return <AccordionGroupBlock title={item.title} accordions={item.accordions} />;
    case 'InlineBanner':
      return <InlineBannerBlock banner={item} />;
    case 'BannerItem':
      return <BannerItemBlock banner={item} />;
    case 'Form':
      return <FormFrame form={item} />;
    case 'TestimonialGroup':
    case 'TabGroup':
    case 'VideoBlock':
    case 'VideoDialogGroup':
    case 'NumericalCard':
    case 'TopicList':
    case 'DocumentList':
    case 'TeamMemberProfile':
    case 'ResearchFrame':
      return <InteractiveBlock item={item} />;
    case 'Gallery':
      if (item.isCarousel)
        return <GalleryCarouselBlock title={item.title} columns={item.columns} images={item.images} />;
      return <StaticBlock item={item} />;
    default:
      if (isStaticBlock(item)) return <StaticBlock item={item} />;
      if (environment === 'production') return null;
      return <UnsupportedBlock typename={('typename' in item && item.typename) || item.__typename} />;
  }
}
