/** Valibot schemas of the part A block items (documents/block-fragments.ts), as GetEntities answers them. */
import * as v from 'valibot';

import { actionGroupSchema } from '../../../model/blocks/action-group';
import { assetSchema } from '../../../model/image';
import { badgeSchema } from '../../../model/layout';
import { richTextSchema } from '../../../model/rich-text';
import { bannerItemSchema, formSchema } from '../forms/schema';

const str = v.nullish(v.string());
const rich = v.nullish(richTextSchema);
const asset = v.nullish(assetSchema);
const entry = { id: v.string(), locale: str, stage: v.optional(v.string()) };

const accordionGroupEntry = v.object({
  ...entry,
  title: str,
  accordions: v.array(v.object({ id: v.string(), label: str, locale: str, content: rich })),
});

/** CustomComponent: a block of its own, and the inline banner's custom component. */
export const customComponentSchema = v.object({
  ...entry,
  component: str,
  title: str,
  text: str,
  data: v.nullish(v.unknown()),
});

const typed = <N extends string, E extends v.ObjectEntries>(name: N, entries: E) =>
  v.object({ ...entry, ...entries, __typename: v.literal(name) });

/** Part A block item schemas, one per __typename, for item-schema.ts' variant. */
export const itemASchemas = [
  typed('AccordionList', { title: str, accordionGroups: v.array(accordionGroupEntry) }),
  typed('CustomComponent', customComponentSchema.entries),
  typed('BannerItemList', { title: str, bannerItems: v.array(bannerItemSchema) }),
  typed('CardBlock', {
    title: str,
    content: rich,
    image: asset,
    badge: v.nullish(badgeSchema),
    actionGroup: v.nullish(actionGroupSchema),
  }),
  typed('EmbeddedItem', {
    kind: str,
    title: str,
    html: str,
    description: rich,
    form: v.nullish(formSchema),
  }),
] as const;

/** The __typenames of part A. */
export const itemATypes = itemASchemas.map((schema) => schema.entries.__typename.literal);

/** Whether a block item is one of part A's. */
export function isItemA(item: { __typename: string }): item is ItemAData {
  return (itemATypes as readonly string[]).includes(item.__typename);
}

export type ItemAData = v.InferOutput<(typeof itemASchemas)[number]>;
export type CustomComponentData = v.InferOutput<typeof customComponentSchema>;
