/** The page banner kinds of spec §2 "Banners and blocks" as the renderers read them (worker views assign). */
import type { ActionGroupView } from '../../../model/blocks/action-group';
import type { HeadingView } from '../../../model/blocks/heading';
import type { ParagraphView } from '../../../model/blocks/paragraph';
import type { RichTextContent } from '../../../model/rich-text';
import type { ImageModel } from '../../layout/types';

interface BannerContent {
  id: string;
  image: ImageModel | null;
  heading: HeadingView | null;
  paragraph: ParagraphView | null;
}

export type AwardTheme = 'star' | 'sara' | 'default';

export interface PrimaryPageBannerModel extends BannerContent {
  kind: 'primary';
  logoDisplay: boolean;
  /** small, medium or large (spec §9); anything else is medium. */
  imageHeight: string | null;
  isContentRight: boolean;
  divider: boolean;
  actions: ActionGroupView | null;
  footnotes: RichTextContent | null;
}

export interface ShopfrontBannerModel extends BannerContent {
  kind: 'shopfront';
  footnotes: RichTextContent | null;
}

export interface AwardBannerModel extends BannerContent {
  kind: 'award';
  theme: AwardTheme;
  actions: ActionGroupView | null;
}

export type PageBannerModel = PrimaryPageBannerModel | ShopfrontBannerModel | AwardBannerModel;
