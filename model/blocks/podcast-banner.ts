/** PodcastBanner (spec §2 blocks): a podcast's cover, heading and text, player and platform links. */
import * as v from 'valibot';

import { assetSchema, imageView, inlineImageSize, type ImageView } from '../image';

import { blockType } from './block-type';
import { headingSchema, headingView, type HeadingView } from './heading';
import { paragraphSchema, paragraphView, type ParagraphView } from './paragraph';

const str = v.nullish(v.string());

/** The podcast's page on each platform that has it. */
export interface PodcastLinks {
  appleUrl: string | null;
  googleUrl: string | null;
  spotifyUrl: string | null;
}

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
    mediaUrl: str,
    image: v.nullish(assetSchema),
    heading: v.nullish(headingSchema),
    paragraph: v.nullish(paragraphSchema),
    podcast: v.nullish(v.object({ appleUrl: str, googleUrl: str, spotifyUrl: str })),
  },
  view: (item): PodcastBannerView | null => {
    const { podcast: links } = item;
    const podcast =
      links && (links.appleUrl || links.googleUrl || links.spotifyUrl)
        ? {
            appleUrl: links.appleUrl || null,
            googleUrl: links.googleUrl || null,
            spotifyUrl: links.spotifyUrl || null,
          }
        : null;
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
