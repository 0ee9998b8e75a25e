/** Rich text as the CMS answers it (Hygraph's AST and its plain text), kept as JSON for ui/rich-text. */
import * as v from 'valibot';

import { isObject, type JsonValue } from './json';

/** A Hygraph rich-text AST. */
export interface RichTextAst {
  children: JsonValue[];
}

/** Rich text: the AST (`raw`) and its plain text. */
export interface RichTextContent {
  raw: RichTextAst;
  text: string;
}

export const richTextFragments = {
  RichTextFields: /* GraphQL */ `
    fragment RichTextFields on RichText {
      raw
      text
    }
  `,
};

const astSchema = v.custom<RichTextAst>(
  (input) => isObject(input) && Array.isArray(input.children),
  'Expected a rich-text AST',
);

/** RichTextFields: a CMS RichText field; a missing plain text is empty. */
export const richTextSchema = v.object({ raw: astSchema, text: v.optional(v.string(), '') });

/** The rich text of a field, or null when the field is empty. */
export function richTextView(text: RichTextContent | null | undefined): RichTextContent | null {
  return text ? { raw: text.raw, text: text.text } : null;
}

/** Whether rich text has any text to show. */
export function hasText(text: RichTextContent | null): boolean {
  return Boolean(text && text.text.trim() !== '');
}
