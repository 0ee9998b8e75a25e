/**
 * The banners of a page (spec §2 "Banners and blocks"): primary, shopfront, awards and promotional. Their
 * fragments, schemas, views and mappers; the page queries GetPagesBanner and GetPagesPromotionalBanner read them.
 */
import * as v from 'valibot';

import { actionGroupSchema, actionGroupView, type ActionGroupView } from '../blocks/action-group';
import { headingSchema, headingView, type HeadingView } from '../blocks/heading';
import { paragraphSchema, paragraphView, type ParagraphView } from '../blocks/paragraph';
import { formSchema, formView, type FormView } from '../form';
import { assetSchema, imageSizes, imageView, primaryBannerWidths, type ImageView } from '../image';
import { stripAwardsPrefix } from '../links';
import type { ViewScope } from '../locale';
import { richTextSchema, richTextView, type RichTextContent } from '../rich-text';

export const bannerFragments = {
  PrimaryBannerFields: /* GraphQL */ `
    fragment PrimaryBannerFields on PrimaryBanner {
      id
      logoDisplay
      imageHeight
      isContentRight
      divider
      image {
        ...AssetFields
      }
      heading {
        ...HeadingFields
      }
      paragraph {
        ...ParagraphFields
      }
      actions {
        ...ActionGroupFields
      }
      footnotes {
        ...RichTextFields
      }
    }
  `,
  ShopfrontBannerFields: /* GraphQL */ `
    fragment ShopfrontBannerFields on ShopfrontBanner {
      id
      form {
        ...FormFields
      }
      image {
        ...AssetFields
      }
      heading {
        ...HeadingFields
      }
      paragraph {
        ...ParagraphFields
      }
      footnotes {
        ...RichTextFields
      }
    }
  `,
  PromotionalBannerFields: /* GraphQL */ `
    fragment PromotionalBannerFields on PromotionalBanner {
      id
      brand
      background
      showLogo
      heading {
        ...HeadingFields
      }
      paragraph {
        ...ParagraphFields
      }
    }
  `,
};

/** The page's `banner`: a primary or a shopfront banner. */
export const pageBannerSelection = /* GraphQL */ `
      banner {
        __typename
        ... on PrimaryBanner {
          ...PrimaryBannerFields
        }
        ... on ShopfrontBanner {
          ...ShopfrontBannerFields
        }
      }`;

// What the primary and shopfront banners have in common.
const bannerEntries = {
  id: v.string(),
  image: v.nullish(assetSchema),
  heading: v.nullish(headingSchema),
  paragraph: v.nullish(paragraphSchema),
  footnotes: v.nullish(richTextSchema),
};

/** PrimaryBannerFields. */
export const primaryBannerSchema = v.object({
  __typename: v.literal('PrimaryBanner'),
  ...bannerEntries,
  logoDisplay: v.nullish(v.boolean()),
  imageHeight: v.nullish(v.string()),
  isContentRight: v.nullish(v.boolean()),
  divider: v.nullish(v.boolean()),
  actions: v.nullish(actionGroupSchema),
});

/** ShopfrontBannerFields. */
export const shopfrontBannerSchema = v.object({
  __typename: v.literal('ShopfrontBanner'),
  ...bannerEntries,
  form: v.nullish(formSchema),
});

export const pageBannerSchema = v.variant('__typename', [primaryBannerSchema, shopfrontBannerSchema]);

/** PromotionalBannerFields. */
export const promotionalBannerSchema = v.object({
  id: v.string(),
  brand: v.nullish(v.string()),
  background: v.nullish(v.string()),
  showLogo: v.nullish(v.boolean()),
  heading: v.nullish(headingSchema),
  paragraph: v.nullish(paragraphSchema),
});

export type PageBannerData = v.InferOutput<typeof pageBannerSchema>;
export type PromotionalBannerData = v.InferOutput<typeof promotionalBannerSchema>;

export type AwardTheme = 'star' | 'sara' | 'default';

interface BannerContent {
  id: string;
  image: ImageView | null;
  heading: HeadingView | null;
  paragraph: ParagraphView | null;
}

export interface PrimaryBannerView extends BannerContent {
  kind: 'primary';
  logoDisplay: boolean;
  /** small, medium or large (spec §9 heights); anything else is medium. */
  imageHeight: string | null;
  isContentRight: boolean;
  divider: boolean;
  actions: ActionGroupView | null;
  footnotes: RichTextContent | null;
}

export interface ShopfrontBannerView extends BannerContent {
  kind: 'shopfront';
  /** The CMS form beside the banner's copy; null when it has none (or it is not published). */
  form: FormView | null;
  footnotes: RichTextContent | null;
}

/** The banner of an awards page: a background image, themed star, sara or default. */
export interface AwardBannerView extends BannerContent {
  kind: 'award';
  theme: AwardTheme;
  actions: ActionGroupView | null;
}

export type PageBannerView = PrimaryBannerView | ShopfrontBannerView | AwardBannerView;

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
    const form = banner.form ? formView(banner.form, scope) : null;
    return { kind: 'shopfront', ...content, image, form, footnotes: richTextView(banner.footnotes) };
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
    image: imageView(banner.image, imageSizes.primaryBanner, primaryBannerWidths),
    logoDisplay: banner.logoDisplay === true,
    imageHeight: banner.imageHeight ?? null,
    isContentRight: banner.isContentRight === true,
    divider: banner.divider === true,
    actions,
    footnotes: richTextView(banner.footnotes),
  };
}

/** The promotional banner above a page, or null when it has none. */
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

/** GetPagesPromotionalBanner. */
export const pagesPromotionalBannerSchema = v.object({
  pages: v.array(v.object({ id: v.string(), promotionalBanner: v.nullish(promotionalBannerSchema) })),
});

/** GetPagesBanner. */
export const pagesBannerSchema = v.object({
  pages: v.array(v.object({ id: v.string(), banner: v.nullish(pageBannerSchema) })),
});
