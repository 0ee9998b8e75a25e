import { resizeAsset, type ImageSize } from '../assets';

import type { AssetData } from './fields';
import type { ImageView } from './types';

function resizedDimensions(asset: AssetData, size: ImageSize): Pick<ImageView, 'width' | 'height'> {
  if (size.fit === 'crop') return { width: size.width, height: size.height };
  if (!asset.width || !asset.height) return { width: null, height: null };
  // fit:max keeps the aspect ratio and never enlarges.
  const scale = Math.min(1, size.width / asset.width, size.height / asset.height);
  return { width: Math.round(asset.width * scale), height: Math.round(asset.height * scale) };
}

/**
 * A CMS image resized for a place on the page (spec §9 sizes): its URL carries the resize segment and
 * its width and height are those of the resized image. URLs of other hosts keep their own size.
 */
export function imageView(asset: AssetData | null | undefined, size: ImageSize): ImageView | null {
  if (!asset?.url) return null;
  const url = resizeAsset(asset.url, size);
  const dimensions =
    url === asset.url
      ? { width: asset.width ?? null, height: asset.height ?? null }
      : resizedDimensions(asset, size);
  return { url, alt: asset.alt ?? '', ...dimensions };
}
