/** Block item view models (`{ __typename, ...fields }`) and the locale rules of spec §5 for items and group members. */
import { actionGroupView, type ActionGroupView } from '../../../model/blocks/action-group';
import { headingView, type HeadingView } from '../../../model/blocks/heading';
import { paragraphView, type ParagraphView } from '../../../model/blocks/paragraph';
import {
  blockTypenames,
  blockView,
  type KnownBlockItemData,
  type BlockView,
} from '../../../model/blocks/registry';
import { imageView, type ImageView } from '../../../model/image';
import { badgeView, type BadgeView } from '../../../model/layout';
import { defaultLocale, skipsLocale, type ViewScope } from '../../../model/locale';
import type { CustomComponentModel, PartABlockModel } from '../../../ui/blocks/block-models';
import type { InteractiveBlockModel } from '../../../ui/blocks/interactive/types';

import { interactiveItemView } from './interactive-items';
import { isInteractiveItem } from './interactive-schema';
import { isKnownItem, type BlockItemData } from './item-schema';
import { isItemA } from './items-a-schema';
import { customComponentView, inlineImageSize, itemAView } from './items-a-views';

export type BlockItemView =
  | BlockView
  | {
      __typename: 'InlineBanner';
      id: string;
      reverse: boolean;
      image: ImageView | null;
      video: { source: string | null; videoUrl: string | null; videoId: string | null } | null;
      badge: BadgeView | null;
      heading: HeadingView | null;
      paragraph: ParagraphView | null;
      actionGroup: ActionGroupView | null;
      customComponent: CustomComponentModel | null;
    }
  | InteractiveBlockModel
  | PartABlockModel;

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
 * Cards have no locale of their own in the content model: they follow their group.
 */
export function blockItemView(item: BlockItemData, scope: ViewScope, skip: boolean): BlockItemView | null {
  if (skipsLocale(item.locale, scope, skip)) return null;
  if (isRegisteredItem(item)) return blockView(item, scope, skip);
  if (!isKnownItem(item)) return { __typename: 'Unsupported', typename: item.__typename, id: item.id };
  if (isInteractiveItem(item)) return interactiveItemView(item, scope, skip);
  if (isItemA(item)) return itemAView(item, scope, skip);
  switch (item.__typename) {
    case 'InlineBanner':
      return {
        __typename: 'InlineBanner',
        id: item.id,
        reverse: item.reverse === true,
        image: imageView(item.image, inlineImageSize(item.image)),
        video: item.video
          ? {
              source: item.video.source ?? null,
              videoUrl: item.video.videoUrl ?? null,
              videoId: item.video.videoId ?? null,
            }
          : null,
        badge: badgeView(item.badge),
        heading: headingView(item.heading),
        paragraph: paragraphView(item.paragraph),
        actionGroup: actionGroupView(item.actionGroup, scope),
        customComponent: item.customComponent ? customComponentView(item.customComponent) : null,
      };
    default:
      return null;
  }
}
