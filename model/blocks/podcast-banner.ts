/** PodcastBanner (spec §2 blocks): a podcast's cover, heading and text, player and platform links. */
import * as v from 'valibot';

import { assetSchema, imageView, inlineImageSize, type ImageView } from '../image';
import { podcastLinks, podcastSchema, type PodcastLinks } from '../podcast';

import { blockType } from './block-type';
import { headingSchema, headingView, type HeadingView } from './heading';
import { paragraphSchema, paragraphView, type ParagraphView } from './paragraph';

export interface PodcastBannerView {
  id: string;
  heading: HeadingView | null;
  paragraph: ParagraphView | null;
  image: ImageView | null;
  /** The episode the player plays. */
  mediaUrl: string | null;
  podcast: PodcastLinks | null;
}

export const podcastBanner = blockType({
  typename: 'PodcastBanner',
  fields: /* GraphQL */ `
      mediaUrl
      image {
        ...AssetFields
      }
      heading {
        ...HeadingFields
      }
      paragraph {
        ...ParagraphFields
      }
      podcast {
        appleUrl
        googleUrl
        spotifyUrl
      }`,
  entries: {
    mediaUrl: v.nullish(v.string()),
    image: v.nullish(assetSchema),
    heading: v.nullish(headingSchema),
    paragraph: v.nullish(paragraphSchema),
    podcast: v.nullish(podcastSchema),
  },
  view: (item): PodcastBannerView | null => {
    const podcast = podcastLinks(item.podcast);
    const heading = headingView(item.heading);
    if (!heading && !podcast && !item.mediaUrl) return null;
    return {
      id: item.id,
      heading,
      paragraph: paragraphView(item.paragraph),
      image: imageView(item.image, inlineImageSize(item.image)),
      mediaUrl: item.mediaUrl || null,
      podcast,
    };
  },
});
