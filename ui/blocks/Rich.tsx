import type { RichTextContent } from '../../model/rich-text';
import { RichText, type RichTextDocument } from '../rich-text';

import { RichTextPlain } from './RichTextPlain';

const isDocument = (value: unknown): value is RichTextDocument =>
  typeof value === 'object' && value !== null && Array.isArray((value as RichTextDocument).children);

/** A block's rich text from its AST; plain text when the CMS sent none. */
export function Rich({ content }: { content: RichTextContent | null }) {
  if (!content) return null;
  if (isDocument(content.raw)) return <RichText content={content.raw} />;
  return <RichTextPlain content={content} />;
}
