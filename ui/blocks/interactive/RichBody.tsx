import { RichText, type RichTextDocument } from '../../rich-text';
import { RichTextPlain } from '../RichTextPlain';
import type { RichTextModel } from '../types';

/** Rich text from its AST when the CMS gave one, else its plain text one paragraph per line. */
export function RichBody({ content }: { content: RichTextModel | null }) {
  const raw = content?.raw as RichTextDocument | null | undefined;
  if (raw && Array.isArray(raw.children)) return <RichText content={raw} />;
  return <RichTextPlain content={content} />;
}
