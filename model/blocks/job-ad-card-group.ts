/** JobAdCardGroup (spec §2 blocks): job ad products as cards; a bordered card stands out. */
import * as v from 'valibot';

import { blockType } from './block-type';
import { cardSchema, cardSelection, cardView, type CardView } from './card-group';

/** A card of CardGroup's kind with a sub-heading, and a border that makes it stand out. */
export interface JobAdCardView extends CardView {
  subHeading: string | null;
  border: boolean;
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
      cards {${cardSelection}
        subHeading
        border
      }`,
  entries: {
    title: v.nullish(v.string()),
    cards: v.array(
      v.object({
        ...cardSchema.entries,
        subHeading: v.nullish(v.string()),
        border: v.nullish(v.boolean()),
      }),
    ),
  },
  view: (item, scope): JobAdCardGroupView | null => {
    const cards = item.cards
      .filter((card) => card.heading)
      .map((card) => ({
        ...cardView(card, scope),
        subHeading: card.subHeading ?? null,
        border: card.border === true,
      }));
    return cards.length ? { id: item.id, title: item.title ?? null, cards } : null;
  },
});
