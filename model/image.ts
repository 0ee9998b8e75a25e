/** CMS images (the Asset type): the AssetFields fragment, its schema, the resize sizes of spec §9 and the image view. */
import * as v from 'valibot';

import { cmsAssetHost } from './asset-host';

export const imageFragments = {
  AssetFields: /* GraphQL */ `
    fragment AssetFields on Asset {
      id
      url
      handle
      fileName
      mimeType
      width
      height
      alt
    }
  `,
};

/** AssetFields. */
export const assetSchema = v.object({
  id: v.string(),
  url: v.string(),
  handle: v.nullish(v.string()),
  fileName: v.nullish(v.string()),
  mimeType: v.nullish(v.string()),
  width: v.nullish(v.number()),
  height: v.nullish(v.number()),
  alt: v.nullish(v.string()),
});

export type Asset = v.InferOutput<typeof assetSchema>;

/** How Hygraph fits an image into the box: crop fills it, max fits inside, clip and scale as named. */
export type Fit = 'crop' | 'max' | 'clip' | 'scale';

export interface ImageSize {
  fit: Fit;
  width: number;
  height: number;
}

/** Image sizes of spec §9. */
export const imageSizes = {
  default: { fit: 'max', width: 1280, height: 1280 },
  social: { fit: 'crop', width: 1200, height: 630 },
  primaryBanner: { fit: 'crop', width: 1600, height: 900 },
  wideBanner: { fit: 'crop', width: 1920, height: 600 },
  inlineBanner: { fit: 'crop', width: 900, height: 600 },
  inlinePortrait: { fit: 'max', width: 900, height: 900 },
  card: { fit: 'crop', width: 480, height: 320 },
  author: { fit: 'crop', width: 320, height: 320 },
  articleHero: { fit: 'crop', width: 940, height: 485 },
} satisfies Record<string, ImageSize>;

/**
 * Narrower copies of the primary banner's 1600x900 crop: the banner is 300px tall on a phone and half the page
 * from tablet up (ui/blocks/banners), so most screens need well under 1600px of it.
 */
export const primaryBannerWidths = [640, 960, 1280] as const;

/**
 * Hosts that serve CMS assets and understand resize segments: Hygraph's, and the local asset host stand-in on
 * a loopback address (development, model/asset-host.ts), which the CMS itself never names.
 */
const resizingHost = (hostname: string) =>
  cmsAssetHost.test(hostname) || hostname === '127.0.0.1' || /(^|\.)localhost$/.test(hostname);

// URLs already resized, by size and URL: a page resizes the same few images (every card, banner and srcset copy)
// on every render, and parsing and printing a URL is the costly part. Bounded: emptied when full.
const resized = new Map<string, string>();
export const RESIZED_URLS_KEPT = 2000;

/**
 * Adds Hygraph's resize segment (`/resize=fit:crop,width:940,height:485/<handle>`) to a CMS
 * asset URL (spec §7, §9). Other URLs, and URLs that already carry a transformation, are
 * returned unchanged.
 */
export function resizeAsset(url: string, size: ImageSize = imageSizes.default): string {
  const segment = `resize=fit:${size.fit},width:${size.width},height:${size.height}`;
  const key = `${segment} ${url}`;
  let done = resized.get(key);
  if (done === undefined) {
    done = withResizeSegment(url, segment);
    if (resized.size >= RESIZED_URLS_KEPT) resized.clear();
    resized.set(key, done);
  }
  return done;
}

function withResizeSegment(url: string, segment: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!resizingHost(parsed.hostname) || parsed.pathname.includes('=')) return url;
  parsed.pathname = `/${segment}${parsed.pathname}`;
  return parsed.toString();
}

/** The crop for an article's feature image: the 940x485 hero when the image is taller than that ratio. */
export function heroSize(image: { width?: number | null; height?: number | null }): ImageSize {
  const { width, height } = image;
  if (width && height && height / width > 485 / 940) return imageSizes.articleHero;
  return imageSizes.default;
}

/** The inline-banner crop, or the portrait one for images narrower than 1.15:1 (spec §9). */
export function inlineImageSize(
  image: { width?: number | null; height?: number | null } | null | undefined,
): ImageSize {
  const { width, height } = image ?? {};
  return width && height && width / height < 1.15 ? imageSizes.inlinePortrait : imageSizes.inlineBanner;
}

/**
 * A resized CMS image; width and height are those of the resized image when known. `srcSet` lists narrower
 * copies of the same crop (`<url> <width>w`, the full size last) for images drawn smaller on some screens.
 */
export interface ImageView {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  srcSet?: string;
}

function resizedDimensions(asset: Asset, size: ImageSize): Pick<ImageView, 'width' | 'height'> {
  if (size.fit === 'crop') return { width: size.width, height: size.height };
  if (!asset.width || !asset.height) return { width: null, height: null };
  // fit:max keeps the aspect ratio and never enlarges.
  const scale = Math.min(1, size.width / asset.width, size.height / asset.height);
  return { width: Math.round(asset.width * scale), height: Math.round(asset.height * scale) };
}

/** The crop `size` and its narrower copies of `widths` (same ratio, same resize host) as a srcset. */
function cropSrcSet(url: string, size: ImageSize, widths: readonly number[]): string {
  const copies = [...widths.filter((width) => width < size.width), size.width].map((width) => {
    const height = Math.round((size.height * width) / size.width);
    return `${resizeAsset(url, { fit: 'crop', width, height })} ${width}w`;
  });
  return copies.join(', ');
}

/**
 * A CMS image resized for a place on the page (spec §9 sizes): its URL carries the resize segment and
 * its width and height are those of the resized image. URLs of other hosts keep their own size. With
 * `widths`, a crop also lists its copies at those widths in `srcSet` (the spec size stays the largest).
 */
export function imageView(
  asset: Asset | null | undefined,
  size: ImageSize = imageSizes.default,
  widths: readonly number[] = [],
): ImageView | null {
  if (!asset?.url) return null;
  const url = resizeAsset(asset.url, size);
  if (url === asset.url)
    return { url, alt: asset.alt ?? '', width: asset.width ?? null, height: asset.height ?? null };
  const view: ImageView = { url, alt: asset.alt ?? '', ...resizedDimensions(asset, size) };
  if (size.fit === 'crop' && widths.some((width) => width < size.width))
    view.srcSet = cropSrcSet(asset.url, size, widths);
  return view;
}
