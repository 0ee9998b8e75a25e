/** ProfileBio (spec §2 blocks): a person's photo, name, role and biography. */
import * as v from 'valibot';

import { assetSchema, imageSizes, imageView, type ImageView } from '../image';
import { richTextSchema, richTextView, type RichTextContent } from '../rich-text';

import { blockType } from './block-type';

export interface ProfileBioView {
  id: string;
  name: string;
  roleTitle: string | null;
  /** Cropped to the author size. */
  image: ImageView | null;
  description: RichTextContent | null;
}

export const profileBio = blockType({
  typename: 'ProfileBio',
  fields: /* GraphQL */ `
      name
      roleTitle
      image {
        ...AssetFields
      }
      description {
        ...RichTextFields
      }`,
  entries: {
    name: v.nullish(v.string()),
    roleTitle: v.nullish(v.string()),
    image: v.nullish(assetSchema),
    description: v.nullish(richTextSchema),
  },
  view: (item): ProfileBioView | null => {
    if (!item.name) return null;
    return {
      id: item.id,
      name: item.name,
      roleTitle: item.roleTitle ?? null,
      image: imageView(item.image, imageSizes.author),
      description: richTextView(item.description),
    };
  },
});
