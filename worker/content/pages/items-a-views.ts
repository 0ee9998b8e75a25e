/**
 * View models of the part A block items (spec §2 "Banners and blocks") and the filtering rules of spec §5:
 * group members in the CMS default locale are left out when another locale was asked for, and members with
 * nothing to show are dropped.
 */
import { actionGroupView } from '../../../model/blocks/action-group';
import { imageSizes, imageView } from '../../../model/image';
import { badgeView } from '../../../model/layout';
import type { ViewScope } from '../../../model/locale';
import { richTextView } from '../../../model/rich-text';
import type { CustomComponentModel, PartABlockModel } from '../../../ui/blocks/block-models';
import { bannerItemView, formView } from '../forms/views';

import { skipsMember } from './item-views';
import type { CustomComponentData, ItemAData } from './items-a-schema';

const customComponents = ['SearchBox', 'DataLabEmbed', 'SocialShare'] as const;

/** A custom component, or null for a component name this site does not know. */
export function customComponentView(item: CustomComponentData): CustomComponentModel | null {
  const component = customComponents.find((name) => name === item.component);
  if (!component) return null;
  return {
    __typename: 'CustomComponent',
    id: item.id,
    component,
    title: item.title ?? null,
    text: item.text ?? null,
    href: null,
    dataLab: null,
    search: null,
    share: null,
  };
}

/**
 * The view model of a part A block item, or null when the filtering rules leave nothing to show.
 * `skip` is the block's skipDefaultLocale; members in another locale are dropped when it is set.
 */
export function itemAView(item: ItemAData, scope: ViewScope, skip: boolean): PartABlockModel | null {
  const keep = (member: { locale?: string | null }) => !skipsMember(member.locale, scope, skip);
  switch (item.__typename) {
    case 'AccordionList': {
      const groups = item.accordionGroups.filter(keep).map((group) => ({
        id: group.id,
        title: group.title ?? null,
        accordions: group.accordions
          .filter((accordion) => keep(accordion) && accordion.label)
          .map((accordion) => ({
            id: accordion.id,
            label: accordion.label ?? '',
            content: richTextView(accordion.content),
          })),
      }));
      const filled = groups.filter((group) => group.accordions.length > 0);
      return filled.length
        ? { __typename: 'AccordionList', id: item.id, title: item.title ?? null, groups: filled }
        : null;
    }
    case 'CustomComponent':
      return customComponentView(item);
    case 'BannerItemList': {
      const bannerItems = item.bannerItems
        .filter(keep)
        .map((banner) => bannerItemView(banner, scope))
        .filter((banner) => banner.heading || banner.paragraph);
      return bannerItems.length
        ? { __typename: 'BannerItemList', id: item.id, title: item.title ?? null, bannerItems }
        : null;
    }
    case 'CardBlock':
      if (!item.title && !item.image) return null;
      return {
        __typename: 'CardBlock',
        id: item.id,
        card: {
          id: item.id,
          heading: item.title ?? '',
          paragraph: richTextView(item.content),
          image: imageView(item.image, imageSizes.card),
          badge: badgeView(item.badge),
          actionGroup: actionGroupView(item.actionGroup, scope),
        },
      };
    case 'EmbeddedItem':
      if (!item.kind) return null;
      return {
        __typename: 'EmbeddedItem',
        id: item.id,
        kind: item.kind,
        title: item.title ?? null,
        description: richTextView(item.description),
        html: item.html ?? null,
        form: item.form ? formView(item.form, scope) : null,
      };
  }
}
