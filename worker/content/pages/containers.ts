/** Page containers and blocks with their resolved items (spec §3 Container, Block; §4 empty containers). */

import type { Box as BoxView, Tile as TileView } from '../../../model/layout';
import type { ViewScope } from '../../../model/locale';

import type { BlockItemData } from './item-schema';
import { blockItemView, type BlockItemView } from './item-views';
import type { ContainerData } from './page-schema';

export interface BlockView {
  id: string;
  name: string | null;
  box: BoxView | null;
  tile: TileView | null;
  items: BlockItemView[];
}

export interface ContainerView {
  id: string;
  /** The anchor of the container, e.g. subscription-form. */
  htmlId: string | null;
  box: BoxView | null;
  tile: TileView | null;
  blocks: BlockView[];
}

// A box or tile draws something even without content, so it is kept (spec §4).
function hasLayout(part: { box?: unknown; tile?: unknown }): boolean {
  return Boolean(part.box || part.tile);
}

/**
 * Containers with each block's items replaced by their resolved view models (`items` by id, from GetEntities).
 * Items that did not resolve or that the locale rules leave out are dropped; then blocks and containers left
 * empty are dropped unless they have a box or tile.
 */
export function containerViews(
  containers: ContainerData[],
  items: ReadonlyMap<string, BlockItemData>,
  scope: ViewScope,
): ContainerView[] {
  return containers
    .map((container) => ({
      id: container.id,
      htmlId: container.htmlId ?? null,
      box: container.box ?? null,
      tile: container.tile ?? null,
      blocks: container.blocks
        .map((block) => ({
          id: block.id,
          name: block.name ?? null,
          box: block.box ?? null,
          tile: block.tile ?? null,
          items: block.items.flatMap((ref) => {
            const item = items.get(ref.id);
            const view = item && blockItemView(item, scope, block.skipDefaultLocale === true);
            return view ? [view] : [];
          }),
        }))
        .filter((block) => block.items.length > 0 || hasLayout(block)),
    }))
    .filter((container) => container.blocks.length > 0 || hasLayout(container));
}
