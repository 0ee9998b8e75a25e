/**
 * The block view models the worker's content loaders produce (worker/content/pages), as the renderers read
 * them. ui/ never imports the worker, so the shapes are stated here; the worker's views are assignable.
 */
import type { HeadingView } from '../../model/blocks/heading';
import type { ParagraphView } from '../../model/blocks/paragraph';
import type { BlockView } from '../../model/blocks/registry';

import type { PartABlockModel } from './block-models';
import type { BoxModel, TileModel } from './CmsLayout';
import type { InteractiveBlockModel } from './interactive/types';

export type BlockItemModel = BlockView | PartABlockModel | InteractiveBlockModel;

export interface BlockModel {
  id: string;
  box?: BoxModel | null;
  tile?: TileModel | null;
  items: BlockItemModel[];
}

export interface ContainerModel {
  id: string;
  htmlId: string | null;
  box?: BoxModel | null;
  tile?: TileModel | null;
  blocks: BlockModel[];
}

/** Whether development notices show: every environment but production. */
export interface RenderEnvironment {
  environment: string;
}

export interface PromotionalBannerModel {
  id: string;
  heading: HeadingView | null;
  paragraph: ParagraphView | null;
  brand: string | null;
  background: string | null;
  showLogo: boolean;
}
