/** AccordionGroup (spec §2 blocks): questions and answers; also the groups of an AccordionList. */
import * as v from 'valibot';

import { skipsMember, type ViewScope } from '../locale';
import { richTextSchema, richTextView, type RichTextContent } from '../rich-text';

import { blockType, partSchema } from './block-type';

const accordionGroupEntries = {
  title: v.nullish(v.string()),
  accordions: v.array(
    v.object({
      id: v.string(),
      label: v.nullish(v.string()),
      locale: v.nullish(v.string()),
      content: v.nullish(richTextSchema),
    }),
  ),
};

/** AccordionGroupFields, as a part of another type. */
export const accordionGroupSchema = partSchema(accordionGroupEntries);

export type AccordionGroupData = v.InferOutput<typeof accordionGroupSchema>;

export interface AccordionView {
  id: string;
  label: string;
  content: RichTextContent | null;
}

export interface AccordionGroupView {
  id: string;
  title: string | null;
  accordions: AccordionView[];
}

/**
 * A group with the accordions its locale rules keep (spec §5): none in the CMS default locale when another
 * was asked for, none in another locale when `skip` (the block's skipDefaultLocale) is set.
 */
export function accordionGroupView(
  group: AccordionGroupData,
  scope: ViewScope,
  skip: boolean,
): AccordionGroupView {
  return {
    id: group.id,
    title: group.title ?? null,
    accordions: group.accordions
      .filter((accordion) => !skipsMember(accordion.locale, scope, skip))
      .map((accordion) => ({
        id: accordion.id,
        label: accordion.label ?? '',
        content: richTextView(accordion.content),
      })),
  };
}

export const accordionGroup = blockType({
  typename: 'AccordionGroup',
  fields: /* GraphQL */ `
      title
      accordions {
        id
        label
        locale
        content {
          ...RichTextFields
        }
      }`,
  entries: accordionGroupEntries,
  view: accordionGroupView,
});
