/** Valibot schemas of block items (BlockItemFields) and page banners, as GetEntities and the page queries answer. */
import * as v from 'valibot';

import { actionGroupSchema } from '../../../model/blocks/action-group';
import { headingSchema } from '../../../model/blocks/heading';
import { paragraphSchema } from '../../../model/blocks/paragraph';
import { blockTypenames, blockTypes } from '../../../model/blocks/registry';
import { assetSchema } from '../../../model/image';
import { richTextSchema } from '../../../model/rich-text';

import { interactiveItemVariants, interactiveTypenames } from './interactive-schema';
import { itemASchemas, itemATypes } from './items-a-schema';

const entry = { id: v.string(), stage: v.optional(v.string()) };

/** The block item types the page view model knows. */
export const knownItemTypes = [...blockTypenames, ...interactiveTypenames, ...itemATypes] as const;

const otherTypename = v.pipe(
  v.string(),
  v.check((name) => !(knownItemTypes as readonly string[]).includes(name), 'malformed block item'),
);

/** A block item of a known type. */
export const knownItemSchema = v.variant('__typename', [
  ...blockTypes.map((type) => type.schema),
  ...interactiveItemVariants,
  ...itemASchemas,
]);

/** A resolved block item: one of the known types, or an entry of another type (rendered as not yet supported). */
export const blockItemSchema = v.union([
  knownItemSchema,
  v.object({ ...entry, __typename: otherTypename, locale: v.nullish(v.string()) }),
]);

/** Whether a block item is of a type the view model knows. */
export function isKnownItem(item: BlockItemData): item is KnownItemData {
  return (knownItemTypes as readonly string[]).includes(item.__typename);
}

/** A block item before phase 3: its typename, id and stage (GetEntities' entityWhere). */
export const itemRefSchema = v.object({ __typename: v.string(), id: v.string(), stage: v.string() });

export const primaryBannerSchema = v.object({
  __typename: v.literal('PrimaryBanner'),
  id: v.string(),
  logoDisplay: v.nullish(v.boolean()),
  imageHeight: v.nullish(v.string()),
  isContentRight: v.nullish(v.boolean()),
  divider: v.nullish(v.boolean()),
  image: v.nullish(assetSchema),
  heading: v.nullish(headingSchema),
  paragraph: v.nullish(paragraphSchema),
  actions: v.nullish(actionGroupSchema),
  footnotes: v.nullish(richTextSchema),
});

export const shopfrontBannerSchema = v.object({
  __typename: v.literal('ShopfrontBanner'),
  id: v.string(),
  image: v.nullish(assetSchema),
  heading: v.nullish(headingSchema),
  paragraph: v.nullish(paragraphSchema),
  footnotes: v.nullish(richTextSchema),
});

export const pageBannerSchema = v.variant('__typename', [primaryBannerSchema, shopfrontBannerSchema]);

export const promotionalBannerSchema = v.object({
  id: v.string(),
  brand: v.nullish(v.string()),
  background: v.nullish(v.string()),
  showLogo: v.nullish(v.boolean()),
  heading: v.nullish(headingSchema),
  paragraph: v.nullish(paragraphSchema),
});

export type BlockItemData = v.InferOutput<typeof blockItemSchema>;
export type KnownItemData = v.InferOutput<typeof knownItemSchema>;
export type ItemRefData = v.InferOutput<typeof itemRefSchema>;
export type PageBannerData = v.InferOutput<typeof pageBannerSchema>;
export type PromotionalBannerData = v.InferOutput<typeof promotionalBannerSchema>;
