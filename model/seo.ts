/** Search-engine fields (the Seo type): the SeoFields fragment, its schema and the SEO view of a page or article. */
import * as v from 'valibot';

import { assetSchema, type ImageView } from './image';

export const seoFragments = {
  SeoFields: /* GraphQL */ `
    fragment SeoFields on Seo {
      title
      description
      noArchive
      noIndex
      image {
        ...AssetFields
      }
    }
  `,
};

/** SeoFields. */
export const seoSchema = v.object({
  title: v.nullish(v.string()),
  description: v.nullish(v.string()),
  noArchive: v.nullish(v.boolean()),
  noIndex: v.nullish(v.boolean()),
  image: v.nullish(assetSchema),
});

/** What the document head shows: title, description, robots and the social image. */
export interface SeoView {
  title: string;
  description: string | null;
  noIndex: boolean;
  noArchive: boolean;
  /** At the social size 1200x630. */
  image: ImageView | null;
}
