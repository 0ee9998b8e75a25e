/** JobAdCardGroup (spec §2 blocks): job ad products as cards; a bordered card stands out. */
import * as v from 'valibot';

import { assetSchema, imageSizes, imageView, type ImageView } from '../image';
import { badgeSchema, badgeView, type BadgeView } from '../layout';
import { richTextSchema, richTextView, type RichTextContent } from '../rich-text';

import { actionGroupSchema, actionGroupView, type ActionGroupView } from './action-group';
import { blockType } from './block-type';

export interface JobAdCardView {
  id: string;
  heading: string;
  subHeading: string | null;
  content: RichTextContent | null;
  /** Cropped to the card size. */
  image: ImageView | null;
  badge: BadgeView | null;
  border: boolean;
  actionGroup: ActionGroupView | null;
}

export interface JobAdCardGroupView {
  id: string;
  title: string | null;
  cards: JobAdCardView[];
}

export const jobAdCardGroup = blockType({
  typename: 'JobAdCardGroup',
  fields: /* GraphQL */ `
      title
      cards {
        id
        heading
        subHeading
        border
        paragraph {
          ...RichTextFields
        }
        image {
          ...AssetFields
        }
        badge {
          ...BadgeFields
        }
        actionGroup {
          ...ActionGroupFields
        }
      }`,
  entries: {
    title: v.nullish(v.string()),
    cards: v.array(
      v.object({
        id: v.string(),
        heading: v.nullish(v.string()),
        subHeading: v.nullish(v.string()),
        border: v.nullish(v.boolean()),
        paragraph: v.nullish(richTextSchema),
        image: v.nullish(assetSchema),
        badge: v.nullish(badgeSchema),
        actionGroup: v.nullish(actionGroupSchema),
      }),
    ),
  },
  view: (item, scope): JobAdCardGroupView | null => {
    const cards = item.cards
      .filter((card) => card.heading)
      .map((card) => ({
        id: card.id,
        heading: card.heading ?? '',
        subHeading: card.subHeading ?? null,
        content: richTextView(card.paragraph),
        image: imageView(card.image, imageSizes.card),
        badge: badgeView(card.badge),
        border: card.border === true,
        actionGroup: actionGroupView(card.actionGroup, scope),
      }));
    return cards.length ? { id: item.id, title: item.title ?? null, cards } : null;
  },
});
