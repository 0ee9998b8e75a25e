/**
 * CardGroup (spec §2 blocks): cards in a grid. Its card is also the single card of CardBlock and, with two
 * fields more, JobAdCardGroup's card.
 */
import * as v from 'valibot';

import { assetSchema, imageSizes, imageView, type ImageView } from '../image';
import { badgeSchema, badgeView, tileSchema, type BadgeView, type Tile } from '../layout';
import type { ViewScope } from '../locale';
import { richTextSchema, richTextView, type RichTextContent } from '../rich-text';

import { actionGroupSchema, actionGroupView, type ActionGroupView } from './action-group';
import { blockType } from './block-type';

/** A card's selection (CardGroup's Card; JobAdCard has the same fields and two more). */
export const cardSelection = /* GraphQL */ `
        id
        heading
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
        }`;

export const cardSchema = v.object({
  id: v.string(),
  heading: v.nullish(v.string()),
  paragraph: v.nullish(richTextSchema),
  image: v.nullish(assetSchema),
  badge: v.nullish(badgeSchema),
  actionGroup: v.nullish(actionGroupSchema),
});

/** A card's CMS fields, wherever they come from (a group's card, a card block). */
export type CardData = v.InferOutput<typeof cardSchema>;

export interface CardView {
  id: string;
  heading: string;
  paragraph: RichTextContent | null;
  image: ImageView | null;
  badge: BadgeView | null;
  actionGroup: ActionGroupView | null;
}

/** A card with its image at the card size and its actions' links resolved. */
export function cardView(card: CardData, scope: ViewScope): CardView {
  return {
    id: card.id,
    heading: card.heading ?? '',
    paragraph: richTextView(card.paragraph),
    image: imageView(card.image, imageSizes.card),
    badge: badgeView(card.badge),
    actionGroup: actionGroupView(card.actionGroup, scope),
  };
}

export interface CardGroupView {
  id: string;
  title: string | null;
  tile: Tile | null;
  cards: CardView[];
}

export const cardGroup = blockType({
  typename: 'CardGroup',
  fields: /* GraphQL */ `
      title
      tile {
        ...TileFields
      }
      cards {${cardSelection}
      }`,
  entries: {
    title: v.nullish(v.string()),
    tile: v.nullish(tileSchema),
    cards: v.array(cardSchema),
  },
  // Cards have no locale of their own in the content model: they follow their group.
  view: (item, scope): CardGroupView => ({
    id: item.id,
    title: item.title ?? null,
    tile: item.tile ?? null,
    cards: item.cards.map((card) => cardView(card, scope)),
  }),
});
