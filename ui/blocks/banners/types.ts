/** The page banner kinds of spec §2 "Banners and blocks" as the renderers read them (worker views assign). */
import type { ImageModel } from '../../layout/types';
import type { ActionGroupModel, HeadingModel, ParagraphModel, RichTextModel } from '../types';

interface BannerContent {
  id: string;
  image: ImageModel | null;
  heading: HeadingModel | null;
  paragraph: ParagraphModel | null;
}

export type AwardTheme = 'star' | 'sara' | 'default';

export interface PrimaryPageBannerModel extends BannerContent {
  kind: 'primary';
  logoDisplay: boolean;
  /** small, medium or large (spec §9); anything else is medium. */
  imageHeight: string | null;
  isContentRight: boolean;
  divider: boolean;
  actions: ActionGroupModel | null;
  footnotes: RichTextModel | null;
}

export interface ShopfrontBannerModel extends BannerContent {
  kind: 'shopfront';
  footnotes: RichTextModel | null;
}

export interface AwardBannerModel extends BannerContent {
  kind: 'award';
  theme: AwardTheme;
  actions: ActionGroupModel | null;
}

export type PageBannerModel = PrimaryPageBannerModel | ShopfrontBannerModel | AwardBannerModel;
