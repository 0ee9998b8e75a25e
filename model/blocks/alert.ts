/** Alert (spec §2 blocks): a message with a title in a tone. */
import * as v from 'valibot';

import { hasText, richTextSchema, richTextView, type RichTextContent } from '../rich-text';

import { blockType } from './block-type';

export interface AlertView {
  id: string;
  /** The CMS's tone; the renderer draws info unless it names a known one. */
  tone: string | null;
  title: string | null;
  content: RichTextContent | null;
}

export const alert = blockType({
  typename: 'Alert',
  fields: /* GraphQL */ `
      tone
      title
      content {
        ...RichTextFields
      }`,
  entries: {
    tone: v.nullish(v.string()),
    title: v.nullish(v.string()),
    content: v.nullish(richTextSchema),
  },
  view: (item): AlertView | null => {
    const content = richTextView(item.content);
    if (!item.title && !hasText(content)) return null;
    return { id: item.id, tone: item.tone ?? null, title: item.title ?? null, content };
  },
});
