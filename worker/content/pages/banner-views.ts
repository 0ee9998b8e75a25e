/** Page banner view models (spec §2 "Banners and blocks"): primary, shopfront, awards, promotional. */

import { actionGroupView, type ActionGroupView } from '../../../model/blocks/action-group';
import { headingView, type HeadingView } from '../../../model/blocks/heading';
import { paragraphView, type ParagraphView } from '../../../model/blocks/paragraph';
import { imageSizes, imageView, type ImageView } from '../../../model/image';
import { stripAwardsPrefix } from '../../../model/links';
import { type ViewScope } from '../../../model/locale';
import { richTextView, type RichTextContent as RichTextView } from '../../../model/rich-text';

import type { PageBannerData, PromotionalBannerData } from './item-schema';

export type AwardTheme = 'star' | 'sara' | 'default';

interface BannerContent {
  id: string;
  image: ImageView | null;
  heading: HeadingView | null;
  paragraph: ParagraphView | null;
}

export type PageBannerView =
  | (BannerContent & {
      kind: 'primary';
      logoDisplay: boolean;
      /** small, medium or large (spec §9 heights). */
      imageHeight: string | null;
      isContentRight: boolean;
      divider: boolean;
      actions: ActionGroupView | null;
      footnotes: RichTextView | null;
    })
  | (BannerContent & { kind: 'shopfront'; footnotes: RichTextView | null })
  /** The banner of an awards page: a background image, themed star, sara or default. */
  | (BannerContent & { kind: 'award'; theme: AwardTheme; actions: ActionGroupView | null });

export interface PromotionalBannerView {
  id: string;
  heading: HeadingView | null;
  paragraph: ParagraphView | null;
  brand: string | null;
  background: string | null;
  showLogo: boolean;
}

/** The awards theme of a page: its section's star or sara theme, or default for an awards slug; else none. */
export function awardTheme(slug: string, sectionTheme: string | null | undefined): AwardTheme | null {
  if (sectionTheme === 'star' || sectionTheme === 'sara') return sectionTheme;
  return stripAwardsPrefix(slug) !== slug ? 'default' : null;
}

/** A page banner; the primary banner of an awards page becomes its themed awards banner. */
export function pageBannerView(
  banner: PageBannerData | null | undefined,
  scope: ViewScope,
  theme: AwardTheme | null,
): PageBannerView | null {
  if (!banner) return null;
  const content = {
    id: banner.id,
    heading: headingView(banner.heading),
    paragraph: paragraphView(banner.paragraph),
  };
  if (banner.__typename === 'ShopfrontBanner') {
    const image = imageView(banner.image, imageSizes.default);
    return { kind: 'shopfront', ...content, image, footnotes: richTextView(banner.footnotes) };
  }
  const actions = actionGroupView(banner.actions, scope);
  if (theme)
    return {
      kind: 'award',
      theme,
      ...content,
      image: imageView(banner.image, imageSizes.wideBanner),
      actions,
    };
  return {
    kind: 'primary',
    ...content,
    image: imageView(banner.image, imageSizes.primaryBanner),
    logoDisplay: banner.logoDisplay === true,
    imageHeight: banner.imageHeight ?? null,
    isContentRight: banner.isContentRight === true,
    divider: banner.divider === true,
    actions,
    footnotes: richTextView(banner.footnotes),
  };
}

export function promotionalBannerView(
  banner: PromotionalBannerData | null | undefined,
): PromotionalBannerView | null {
  if (!banner) return null;
  return {
    id: banner.id,
    heading: headingView(banner.heading),
    paragraph: paragraphView(banner.paragraph),
    brand: banner.brand ?? null,
    background: banner.background ?? null,
    showLogo: banner.showLogo === true,
  };
}
