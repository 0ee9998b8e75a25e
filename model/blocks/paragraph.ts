/** Paragraph (spec §2 blocks): rich text with its alignment, tone and size; also a part of banners. */
import * as v from 'valibot';

import { richTextSchema, richTextView, type RichTextContent } from '../rich-text';

import { blockType, partSchema } from './block-type';

const paragraphEntries = {
  align: v.nullish(v.string()),
  tone: v.nullish(v.string()),
  size: v.nullish(v.string()),
  content: v.nullish(richTextSchema),
};

/** ParagraphFields, as a part of another type. */
export const paragraphSchema = partSchema(paragraphEntries);

export type ParagraphData = v.InferOutput<typeof paragraphSchema>;

export interface ParagraphView {
  id: string;
  content: RichTextContent | null;
  align: string | null;
  tone: string | null;
  size: string | null;
}

/** A paragraph, or null when there is none. */
export function paragraphView(paragraph: ParagraphData | null | undefined): ParagraphView | null {
  if (!paragraph) return null;
  return {
    id: paragraph.id,
    content: richTextView(paragraph.content),
    align: paragraph.align ?? null,
    tone: paragraph.tone ?? null,
    size: paragraph.size ?? null,
  };
}

export const paragraph = blockType({
  typename: 'Paragraph',
  fields: /* GraphQL */ `
      align
      tone
      size
      content {
        ...RichTextFields
      }`,
  entries: paragraphEntries,
  view: paragraphView,
});
