/** Disclosure (spec §2 blocks): text behind a toggle with its own expand and collapse labels. */
import * as v from 'valibot';

import { hasText, richTextSchema, richTextView, type RichTextContent } from '../rich-text';

import { blockType } from './block-type';

export interface DisclosureView {
  id: string;
  expandLabel: string | null;
  collapseLabel: string | null;
  content: RichTextContent;
}

export const disclosure = blockType({
  typename: 'Disclosure',
  fields: /* GraphQL */ `
      expandLabel
      collapseLabel
      content {
        ...RichTextFields
      }`,
  entries: {
    expandLabel: v.nullish(v.string()),
    collapseLabel: v.nullish(v.string()),
    content: v.nullish(richTextSchema),
  },
  view: (item): DisclosureView | null => {
    const content = richTextView(item.content);
    if (!content || !hasText(content)) return null;
    return {
      id: item.id,
      expandLabel: item.expandLabel ?? null,
      collapseLabel: item.collapseLabel ?? null,
      content,
    };
  },
});
