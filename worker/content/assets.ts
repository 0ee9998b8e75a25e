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

/** Hosts that serve CMS assets and understand resize segments. */
const assetHosts = /(^|\.)graphassets\.com$|(^|\.)graphcms\.com$/;

/**
 * Adds Hygraph's resize segment (`/resize=fit:crop,width:940,height:485/<handle>`) to a CMS
 * asset URL (spec §7, §9). Other URLs, and URLs that already carry a transformation, are
 * returned unchanged.
 */
export function resizeAsset(url: string, size: ImageSize = imageSizes.default): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!assetHosts.test(parsed.hostname) || parsed.pathname.includes('=')) return url;
  const segment = `resize=fit:${size.fit},width:${size.width},height:${size.height}`;
  parsed.pathname = `/${segment}${parsed.pathname}`;
  return parsed.toString();
}

/** The crop for an article's feature image: the 940x485 hero when the image is taller than that ratio. */
export function heroSize(image: { width?: number | null; height?: number | null }): ImageSize {
  const { width, height } = image;
  if (width && height && height / width > 485 / 940) return imageSizes.articleHero;
  return imageSizes.default;
}
