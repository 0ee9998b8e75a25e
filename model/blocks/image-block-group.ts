/** ImageBlockGroup (spec §2 blocks): images with a heading, text and link each, in the columns of its tile. */
import * as v from 'valibot';

import { assetSchema, imageSizes, imageView, type ImageView } from '../image';
import { tileSchema } from '../layout';
import { linkSchema, linkView, type LinkView } from '../links';
import { richTextSchema, richTextView, type RichTextContent } from '../rich-text';

import { blockType } from './block-type';

export interface ImageBlockView {
  id: string;
  heading: string;
  content: RichTextContent | null;
  /** Cropped to the card size. */
  image: ImageView | null;
  link: LinkView | null;
}

export interface ImageBlockGroupView {
  id: string;
  title: string | null;
  columns: number | null;
  imageBlocks: ImageBlockView[];
}

export const imageBlockGroup = blockType({
  typename: 'ImageBlockGroup',
  fields: /* GraphQL */ `
      title
      tile {
        ...TileFields
      }
      imageBlocks {
        id
        heading
        paragraph {
          ...RichTextFields
        }
        image {
          ...AssetFields
        }
        link {
          ...LinkFields
        }
      }`,
  entries: {
    title: v.nullish(v.string()),
    tile: v.nullish(tileSchema),
    imageBlocks: v.array(
      v.object({
        id: v.string(),
        heading: v.nullish(v.string()),
        paragraph: v.nullish(richTextSchema),
        image: v.nullish(assetSchema),
        link: v.nullish(linkSchema),
      }),
    ),
  },
  view: (item, scope): ImageBlockGroupView | null => {
    const imageBlocks = item.imageBlocks
      .filter((block) => block.heading || block.image)
      .map((block) => ({
        id: block.id,
        heading: block.heading ?? '',
        content: richTextView(block.paragraph),
        image: imageView(block.image, imageSizes.card),
        link: block.link ? linkView(block.link, scope) : null,
      }));
    if (imageBlocks.length === 0) return null;
    return {
      id: item.id,
      title: item.title ?? null,
      columns: item.tile?.columns ?? null,
      imageBlocks,
    };
  },
});
