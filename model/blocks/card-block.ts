/** CardBlock (spec §2 blocks): one card of CardGroup's kind, taking a column of a two-column grid. */
import * as v from 'valibot';

import { assetSchema } from '../image';
import { badgeSchema } from '../layout';
import { richTextSchema } from '../rich-text';

import { actionGroupSchema } from './action-group';
import { blockType } from './block-type';
import { cardView, type CardView } from './card-group';

export interface CardBlockView {
  id: string;
  card: CardView;
}

export const cardBlock = blockType({
  typename: 'CardBlock',
  fields: /* GraphQL */ `
      title
      content {
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
      }`,
  entries: {
    title: v.nullish(v.string()),
    content: v.nullish(richTextSchema),
    image: v.nullish(assetSchema),
    badge: v.nullish(badgeSchema),
    actionGroup: v.nullish(actionGroupSchema),
  },
  // Nothing to show without a title or an image.
  view: (item, scope): CardBlockView | null => {
    if (!item.title && !item.image) return null;
    const card = { ...item, heading: item.title, paragraph: item.content };
    return { id: item.id, card: cardView(card, scope) };
  },
});
