/** Gallery (spec §2 blocks): images in a grid, or a carousel when the CMS says so. */
import * as v from 'valibot';

import { assetSchema, imageSizes, imageView, type ImageView } from '../image';
import { tileSchema } from '../layout';

import { blockType } from './block-type';

export interface GalleryView {
  id: string;
  title: string | null;
  /** A carousel (an island) rather than a grid. */
  isCarousel: boolean;
  columns: number | null;
  images: ImageView[];
}

export const gallery = blockType({
  typename: 'Gallery',
  fields: /* GraphQL */ `
      title
      isCarousel
      tile {
        ...TileFields
      }
      images {
        ...AssetFields
      }`,
  entries: {
    title: v.nullish(v.string()),
    isCarousel: v.nullish(v.boolean()),
    tile: v.nullish(tileSchema),
    images: v.array(assetSchema),
  },
  view: (item): GalleryView | null => {
    const images = item.images.flatMap((image) => imageView(image, imageSizes.inlineBanner) ?? []);
    if (images.length === 0) return null;
    return {
      id: item.id,
      title: item.title ?? null,
      isCarousel: item.isCarousel === true,
      columns: item.tile?.columns ?? null,
      images,
    };
  },
});
