/**
 * InlineBanner (spec §2 blocks): an image or video beside a badge, heading, text and actions, with an optional
 * custom component (e.g. the search box) after the actions.
 */
import * as v from 'valibot';

import { assetSchema, imageView, inlineImageSize, type ImageView } from '../image';
import { badgeSchema, badgeView, type BadgeView } from '../layout';

import { actionGroupSchema, actionGroupView, type ActionGroupView } from './action-group';
import { blockType } from './block-type';
import { customComponentSchema, customComponentView, type CustomComponentView } from './custom-component';
import { headingSchema, headingView, type HeadingView } from './heading';
import { paragraphSchema, paragraphView, type ParagraphView } from './paragraph';

/** The banner's video: a YouTube id or a Brightcove link. */
export interface InlineVideoView {
  source: string | null;
  videoUrl: string | null;
  videoId: string | null;
}

export interface InlineBannerView {
  id: string;
  reverse: boolean;
  image: ImageView | null;
  video: InlineVideoView | null;
  badge: BadgeView | null;
  heading: HeadingView | null;
  paragraph: ParagraphView | null;
  actionGroup: ActionGroupView | null;
  customComponent: CustomComponentView | null;
}

export const inlineBanner = blockType({
  typename: 'InlineBanner',
  fields: /* GraphQL */ `
      reverse
      image {
        ...AssetFields
      }
      video {
        source
        videoUrl
        videoId
      }
      badge {
        ...BadgeFields
      }
      heading {
        ...HeadingFields
      }
      paragraph {
        ...ParagraphFields
      }
      actionGroup {
        ...ActionGroupFields
      }
      customComponent {
        ...CustomComponentFields
      }`,
  entries: {
    reverse: v.nullish(v.boolean()),
    image: v.nullish(assetSchema),
    video: v.nullish(
      v.object({
        source: v.nullish(v.string()),
        videoUrl: v.nullish(v.string()),
        videoId: v.nullish(v.string()),
      }),
    ),
    badge: v.nullish(badgeSchema),
    heading: v.nullish(headingSchema),
    paragraph: v.nullish(paragraphSchema),
    actionGroup: v.nullish(actionGroupSchema),
    customComponent: v.nullish(customComponentSchema),
  },
  view: (item, scope): InlineBannerView => ({
    id: item.id,
    reverse: item.reverse === true,
    image: imageView(item.image, inlineImageSize(item.image)),
    video: item.video
      ? {
          source: item.video.source ?? null,
          videoUrl: item.video.videoUrl ?? null,
          videoId: item.video.videoId ?? null,
        }
      : null,
    badge: badgeView(item.badge),
    heading: headingView(item.heading),
    paragraph: paragraphView(item.paragraph),
    actionGroup: actionGroupView(item.actionGroup, scope),
    customComponent: item.customComponent ? customComponentView(item.customComponent) : null,
  }),
});
