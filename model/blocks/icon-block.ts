/** IconBlock (spec §2 blocks): an icon above a title, text and actions; a block and a member of IconBlockGroup. */
import * as v from 'valibot';

import type { ViewScope } from '../locale';
import { richTextSchema, richTextView, type RichTextContent } from '../rich-text';

import { actionGroupSchema, actionGroupView, type ActionGroupView } from './action-group';
import { blockType, partSchema } from './block-type';

const iconBlockEntries = {
  icon: v.nullish(v.string()),
  title: v.nullish(v.string()),
  content: v.nullish(richTextSchema),
  actionGroup: v.nullish(actionGroupSchema),
};

/** IconBlockFields, as a member of IconBlockGroup. */
export const iconBlockSchema = partSchema(iconBlockEntries);

export type IconBlockData = v.InferOutput<typeof iconBlockSchema>;

export interface IconBlockView {
  id: string;
  /** A Braid icon name (e.g. IconMoney); unknown names draw a neutral icon. */
  icon: string | null;
  title: string;
  content: RichTextContent | null;
  actionGroup: ActionGroupView | null;
}

/** An icon block, or null when it has no title (nothing to show, spec §5). */
export function iconBlockView(block: IconBlockData, scope: ViewScope): IconBlockView | null {
  if (!block.title) return null;
  return {
    id: block.id,
    icon: block.icon ?? null,
    title: block.title,
    content: richTextView(block.content),
    actionGroup: actionGroupView(block.actionGroup, scope),
  };
}

export const iconBlock = blockType({
  typename: 'IconBlock',
  fields: /* GraphQL */ `
      icon
      title
      content {
        ...RichTextFields
      }
      actionGroup {
        ...ActionGroupFields
      }`,
  entries: iconBlockEntries,
  view: iconBlockView,
});
