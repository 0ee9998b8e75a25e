import type { RichTextContent } from '../../model/rich-text';
import { RichText, type RichTextDocument } from '../rich-text';

import { RichTextPlain } from './RichTextPlain';

/** Rich text from its AST when the CMS gave one, else its plain text one paragraph per line. */
export function RichBody({ content }: { content: RichTextContent | null }) {
  const raw = content?.raw as RichTextDocument | null | undefined;
  if (raw && Array.isArray(raw.children)) return <RichText content={raw} />;
  return <RichTextPlain content={content} />;
}
