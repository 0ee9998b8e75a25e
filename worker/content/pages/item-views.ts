/** Block item view models (`{ __typename, ...fields }`) and the locale rules of spec §5 for items and group members. */
import {
  blockTypenames,
  blockView,
  type KnownBlockItemData,
  type BlockView,
} from '../../../model/blocks/registry';
import { defaultLocale, skipsLocale, type ViewScope } from '../../../model/locale';
import type { PartABlockModel } from '../../../ui/blocks/block-models';
import type { InteractiveBlockModel } from '../../../ui/blocks/interactive/types';

import { interactiveItemView } from './interactive-items';
import { isInteractiveItem } from './interactive-schema';
import { isKnownItem, type BlockItemData } from './item-schema';
import { isItemA } from './items-a-schema';
import { itemAView } from './items-a-views';

export type BlockItemView = BlockView | InteractiveBlockModel | PartABlockModel;

const isRegisteredItem = (item: { __typename: string }): item is KnownBlockItemData =>
  blockTypenames.includes(item.__typename);

/**
 * Whether a group member (an accordion) is left out: one in another locale when its block skips the
 * default locale, and one in the CMS default locale whenever another locale was asked for (spec §5).
 */
export function skipsMember(
  memberLocale: string | null | undefined,
  scope: ViewScope,
  skip: boolean,
): boolean {
  if (memberLocale === defaultLocale && scope.locale !== defaultLocale) return true;
  return skipsLocale(memberLocale, scope, skip);
}

/**
 * The view model of a resolved block item, or null when its locale rules leave it out (spec §4–5): an
 * item in another locale than the one asked for is dropped when its block says skipDefaultLocale.
 */
export function blockItemView(item: BlockItemData, scope: ViewScope, skip: boolean): BlockItemView | null {
  if (skipsLocale(item.locale, scope, skip)) return null;
  if (isRegisteredItem(item)) return blockView(item, scope, skip);
  if (!isKnownItem(item)) return { __typename: 'Unsupported', typename: item.__typename, id: item.id };
  if (isInteractiveItem(item)) return interactiveItemView(item, scope, skip);
  if (isItemA(item)) return itemAView(item, scope, skip);
  return null;
}
