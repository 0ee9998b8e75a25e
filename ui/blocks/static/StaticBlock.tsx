import { Tiles } from 'braid-design-system';

import type { PartABlockModel, PartATypename } from '../block-models';
import { GroupCard } from '../CardGroupBlock';

import { AccordionListBlock } from './AccordionListBlock';
import { BannerItemList } from './BannerItemList';
import { CustomComponentBlock } from './CustomComponentBlock';
import { EmbeddedItemBlock } from './EmbeddedItemBlock';

/** The __typenames drawn here (the non-interactive blocks of spec §2). */
export const staticTypenames: readonly PartATypename[] = [
  'AccordionList',
  'CustomComponent',
  'BannerItemList',
  'CardBlock',
  'EmbeddedItem',
];

/** Whether a block item is drawn by StaticBlock. */
export const isStaticBlock = (item: { __typename: string }): item is PartABlockModel =>
  (staticTypenames as readonly string[]).includes(item.__typename);

/** Draws one non-interactive block by its __typename; each block is marked `data-block` for tests and styles. */
export function StaticBlock({ item }: { item: PartABlockModel }) {
  return <div data-block={item.__typename}>{render(item)}</div>;
}

function render(item: PartABlockModel) {
  switch (item.__typename) {
    case 'AccordionList':
      return <AccordionListBlock title={item.title} groups={item.groups} />;
    case 'CustomComponent':
      return <CustomComponentBlock item={item} />;
    case 'BannerItemList':
      return <BannerItemList title={item.title} bannerItems={item.bannerItems} />;
    case 'CardBlock':
      // One card takes a column of a two-column grid, not the whole width.
      return (
        <Tiles space="large" columns={{ mobile: 1, tablet: 2 }}>
          <GroupCard card={item.card} />
        </Tiles>
      );
    case 'EmbeddedItem':
      return <EmbeddedItemBlock item={item} />;
  }
}
