/**
 * The page's containers as the worker resolves them: the model's containers (model/page/containers.ts) with
 * the block item views of item-views.ts, which still cover the block types outside the registry. When every
 * type is in the registry, the model's ContainerView and `blockView` take the place of this module.
 */
import type { ViewScope } from '../../../model/locale';
import {
  containerViews as containerViewsOf,
  type ContainerData,
  type ContainerView as ModelContainerView,
} from '../../../model/page/containers';

import type { BlockItemData } from './item-schema';
import { blockItemView, type BlockItemView } from './item-views';

export type ContainerView = ModelContainerView<BlockItemView>;

/** The page's containers with their items resolved by `blockItemView` (spec §4 empty containers). */
export function containerViews(
  containers: ContainerData[],
  items: ReadonlyMap<string, BlockItemData>,
  scope: ViewScope,
): ContainerView[] {
  return containerViewsOf(containers, items, scope, blockItemView);
}
