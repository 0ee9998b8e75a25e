import type { ReactNode } from 'react';

import type { BlockTypename } from '../../model/blocks/registry';

import { InteractiveBlock } from './interactive/InteractiveBlock';
import { GalleryCarouselBlock } from './interactive/MediaBlocks';
import { blockRenderers, isRegisteredBlock, type BlockRendererProps } from './renderers';
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
  if (isRegisteredBlock(item)) {
    const Renderer = blockRenderers[item.__typename] as (
      props: BlockRendererProps<BlockTypename>,
    ) => ReactNode;
    return <Renderer item={item} environment={environment} />;
  }
  switch (item.__typename) {
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
