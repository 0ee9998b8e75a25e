/**
 * The block view models the worker's content loaders produce (worker/content/pages), as the renderers read
 * them. ui/ never imports the worker, so the shapes are stated here; the worker's views are assignable.
 */
import type { ActionGroupView } from '../../model/blocks/action-group';
import type { HeadingView } from '../../model/blocks/heading';
import type { ParagraphView } from '../../model/blocks/paragraph';
import type { BlockView } from '../../model/blocks/registry';
import type { BadgeView } from '../../model/layout';
import type { RichTextContent } from '../../model/rich-text';
import type { ImageModel } from '../layout/types';

import type { CustomComponentModel, FormFrameModel, PartABlockModel } from './block-models';

export interface CardModel {
  id: string;
  heading: string;
  paragraph: RichTextContent | null;
  image: ImageModel | null;
  badge: BadgeView | null;
  actionGroup: ActionGroupView | null;
}

export type BlockItemModel =
  | BlockView
  | { __typename: 'CardGroup'; id: string; title: string | null; cards: CardModel[] }
  | {
      __typename: 'AccordionGroup';
      id: string;
      title: string | null;
      accordions: { id: string; label: string; content: RichTextContent | null }[];
    }
  | {
      __typename: 'InlineBanner';
      id: string;
      reverse: boolean;
      image: ImageModel | null;
      video?: { source: string | null; videoUrl: string | null; videoId: string | null } | null;
      customComponent?: CustomComponentModel | null;
      badge: BadgeView | null;
      heading: HeadingView | null;
      paragraph: ParagraphView | null;
      actionGroup: ActionGroupView | null;
    }
  | {
      __typename: 'BannerItem';
      id: string;
      backgroundColor: string | null;
      heading: HeadingView | null;
      paragraph: ParagraphView | null;
      actionGroup: ActionGroupView | null;
    }
  | ({ __typename: 'Form' } & FormFrameModel)
  | PartABlockModel;

/** Whether development notices show: every environment but production. */
export interface RenderEnvironment {
  environment: string;
}
