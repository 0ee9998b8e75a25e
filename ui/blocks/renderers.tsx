/**
 * The renderer of each registered block type (model/blocks/registry.ts). Its type is derived from the
 * registry: a block type added there without a renderer here does not compile. The non-interactive blocks
 * of spec §2 are marked `data-block` with their typename, for tests and styles.
 */
import type { ReactNode } from 'react';

import type { BlockTypename, BlockViewOf } from '../../model/blocks/registry';

import { AccordionGroupBlock } from './AccordionGroupBlock';
import { AccordionListBlock } from './AccordionListBlock';
import { ActionGroupBlock } from './ActionGroupBlock';
import { BannerItemBlock } from './BannerItemBlock';
import { BannerItemListBlock } from './BannerItemListBlock';
import { CardBlock } from './CardBlock';
import { CardGroupBlock } from './CardGroupBlock';
import { CustomComponentBlock } from './CustomComponentBlock';
import { EmbeddedItemBlock } from './EmbeddedItemBlock';
import { FormBlock } from './FormBlock';
import { HeadingBlock } from './HeadingBlock';
import { InlineBannerBlock } from './InlineBannerBlock';
import { ParagraphBlock } from './ParagraphBlock';

export interface BlockRendererProps<N extends BlockTypename> {
  item: BlockViewOf<N>;
  /** Development notices show in every environment but production. */
  environment: string;
}

type BlockRenderers = { [N in BlockTypename]: (props: BlockRendererProps<N>) => ReactNode };

export const blockRenderers: BlockRenderers = {
  Heading: ({ item }) => <HeadingBlock heading={item} />,
  Paragraph: ({ item }) => <ParagraphBlock paragraph={item} />,
  ActionGroup: ({ item }) => <ActionGroupBlock group={item} />,
  BannerItem: ({ item }) => <BannerItemBlock banner={item} />,
  Form: ({ item }) => <FormBlock form={item} />,
  BannerItemList: ({ item }) => (
    <div data-block="BannerItemList">
      <BannerItemListBlock list={item} />
    </div>
  ),
  CardGroup: ({ item }) => <CardGroupBlock group={item} />,
  CardBlock: ({ item }) => (
    <div data-block="CardBlock">
      <CardBlock block={item} />
    </div>
  ),
  AccordionGroup: ({ item }) => <AccordionGroupBlock title={item.title} accordions={item.accordions} />,
  AccordionList: ({ item }) => (
    <div data-block="AccordionList">
      <AccordionListBlock list={item} />
    </div>
  ),
  CustomComponent: ({ item }) => (
    <div data-block="CustomComponent">
      <CustomComponentBlock item={item} />
    </div>
  ),
  InlineBanner: ({ item }) => <InlineBannerBlock banner={item} />,
  EmbeddedItem: ({ item }) => (
    <div data-block="EmbeddedItem">
      <EmbeddedItemBlock item={item} />
    </div>
  ),
};

/** Whether a block type has a renderer here. */
export function isRegisteredBlock<T extends { __typename: string }>(
  item: T,
): item is Extract<T, { __typename: BlockTypename }> {
  return Object.hasOwn(blockRenderers, item.__typename);
}
