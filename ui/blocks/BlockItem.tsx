import type { ReactNode } from 'react';

import type { BlockTypename, BlockView } from '../../model/blocks/registry';

import { blockRenderers, type BlockRendererProps } from './renderers';
import { UnsupportedBlock } from './UnsupportedBlock';

export interface BlockItemProps {
  item: BlockView;
  /** Development notices show in every environment but production. */
  environment: string;
}

/**
 * The one dispatcher of CMS block items, keyed by `__typename` through the renderer map of the block
 * registry (DESIGN §3). A type the model does not know draws nothing in production and a visible notice
 * elsewhere, so editors and developers see what is missing.
 */
export function BlockItem({ item, environment }: BlockItemProps) {
  if (item.__typename === 'Unsupported') {
    return environment === 'production' ? null : <UnsupportedBlock typename={item.typename} />;
  }
  const Renderer = blockRenderers[item.__typename] as (props: BlockRendererProps<BlockTypename>) => ReactNode;
  return <Renderer item={item} environment={environment} />;
}
