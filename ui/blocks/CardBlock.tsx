import { Tiles } from 'braid-design-system';

import type { CardBlockView } from '../../model/blocks/card-block';

import { GroupCard } from './CardGroupBlock';

/** One card: it takes a column of a two-column grid, not the whole width. */
export function CardBlock({ block }: { block: CardBlockView }) {
  return (
    <Tiles space="large" columns={{ mobile: 1, tablet: 2 }}>
      <GroupCard card={block.card} />
    </Tiles>
  );
}
