/**
 * BannerItem (spec §2 blocks): a coloured panel with a heading, text and actions; a block of its own, a member
 * of banner item lists and the 'contactus' panel of category and about pages (spec §7 getBannerItem).
 */
import * as v from 'valibot';

import type { ViewScope } from '../locale';

import { actionGroupSchema, actionGroupView, type ActionGroupView } from './action-group';
import { blockType, partSchema } from './block-type';
import { headingSchema, headingView, type HeadingView } from './heading';
import { paragraphSchema, paragraphView, type ParagraphView } from './paragraph';

const bannerItemEntries = {
  slug: v.string(),
  backgroundColor: v.nullish(v.string()),
  borderRadius: v.nullish(v.string()),
  bannerItemDecoration: v.nullish(v.string()),
  disableHorizontalPadding: v.nullish(v.boolean()),
  skipDefaultLocale: v.nullish(v.boolean()),
  sites: v.optional(v.array(v.string()), []),
  heading: v.nullish(headingSchema),
  paragraph: v.nullish(paragraphSchema),
  actionGroup: v.nullish(actionGroupSchema),
};

/** BannerItemFields, as a part of another type and as getBannerItem answers it. */
export const bannerItemSchema = partSchema(bannerItemEntries);

export type BannerItemData = v.InferOutput<typeof bannerItemSchema>;

export interface BannerItemView {
  __typename: 'BannerItem';
  id: string;
  slug: string;
  locale: string | null;
  backgroundColor: string | null;
  borderRadius: string | null;
  bannerItemDecoration: string | null;
  disableHorizontalPadding: boolean;
  heading: HeadingView | null;
  paragraph: ParagraphView | null;
  actionGroup: ActionGroupView | null;
}

/** A banner item with its action links resolved (spec §2 link routes). */
export function bannerItemView(item: BannerItemData, scope: ViewScope): BannerItemView {
  return {
    __typename: 'BannerItem',
    id: item.id,
    slug: item.slug,
    locale: item.locale ?? null,
    backgroundColor: item.backgroundColor ?? null,
    borderRadius: item.borderRadius ?? null,
    bannerItemDecoration: item.bannerItemDecoration ?? null,
    disableHorizontalPadding: item.disableHorizontalPadding === true,
    heading: headingView(item.heading),
    paragraph: paragraphView(item.paragraph),
    actionGroup: actionGroupView(item.actionGroup, scope),
  };
}

export const bannerItem = blockType({
  typename: 'BannerItem',
  fields: /* GraphQL */ `
      slug
      backgroundColor
      borderRadius
      bannerItemDecoration
      disableHorizontalPadding
      skipDefaultLocale
      sites
      heading {
        ...HeadingFields
      }
      paragraph {
        ...ParagraphFields
      }
      actionGroup {
        ...ActionGroupFields
      }`,
  entries: bannerItemEntries,
  view: bannerItemView,
});
