/**
 * The block view models the worker's content loaders produce (worker/content/pages), as the renderers read
 * them. ui/ never imports the worker, so the shapes are stated here; the worker's views are assignable.
 */
import type { ImageModel, SiteLink } from '../layout/types';

import type { CustomComponentModel, FormFrameModel, PartABlockModel } from './block-models';
import type { BoxModel, TileModel } from './CmsLayout';
import type { InteractiveBlockModel } from './interactive/types';

export interface RichTextModel {
  raw: unknown;
  text: string;
}

export interface HeadingModel {
  id: string;
  text: string;
  level: number;
  tone: string | null;
}

export interface ParagraphModel {
  id: string;
  content: RichTextModel | null;
  align: string | null;
  tone: string | null;
  size: string | null;
}

export interface ActionModel {
  id: string;
  text: string;
  variant: string | null;
  tone: string | null;
  link: SiteLink | null;
}

export interface ActionGroupModel {
  id: string;
  inline: boolean;
  actions: ActionModel[];
}

export interface BadgeModel {
  text: string;
  tone: string | null;
}

export interface CardModel {
  id: string;
  heading: string;
  paragraph: RichTextModel | null;
  image: ImageModel | null;
  badge: BadgeModel | null;
  actionGroup: ActionGroupModel | null;
}

export type BlockItemModel =
  | ({ __typename: 'Heading' } & HeadingModel)
  | ({ __typename: 'Paragraph' } & ParagraphModel)
  | ({ __typename: 'ActionGroup' } & ActionGroupModel)
  | { __typename: 'CardGroup'; id: string; title: string | null; cards: CardModel[] }
  | {
      __typename: 'AccordionGroup';
      id: string;
      title: string | null;
      accordions: { id: string; label: string; content: RichTextModel | null }[];
    }
  | {
      __typename: 'InlineBanner';
      id: string;
      reverse: boolean;
      image: ImageModel | null;
      video?: { source: string | null; videoUrl: string | null; videoId: string | null } | null;
      customComponent?: CustomComponentModel | null;
      badge: BadgeModel | null;
      heading: HeadingModel | null;
      paragraph: ParagraphModel | null;
      actionGroup: ActionGroupModel | null;
    }
  | {
      __typename: 'BannerItem';
      id: string;
      backgroundColor: string | null;
      heading: HeadingModel | null;
      paragraph: ParagraphModel | null;
      actionGroup: ActionGroupModel | null;
    }
  | ({ __typename: 'Form' } & FormFrameModel)
  | PartABlockModel
  | InteractiveBlockModel
  /** Anything else: a type no renderer handles yet (Unsupported, with its CMS `typename`). */
  | { __typename: 'Unsupported'; id: string; typename?: string };

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
  heading: HeadingModel | null;
  paragraph: ParagraphModel | null;
  brand: string | null;
  background: string | null;
  showLogo: boolean;
}
