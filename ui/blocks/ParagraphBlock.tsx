import { RichTextPlain } from './RichTextPlain';
import { textAlign, textSize, textTone } from './tones';
import type { ParagraphModel } from './types';

export function ParagraphBlock({ paragraph }: { paragraph: ParagraphModel }) {
  return (
    <RichTextPlain
      content={paragraph.content}
      size={textSize(paragraph.size)}
      tone={textTone(paragraph.tone)}
      align={textAlign(paragraph.align)}
    />
  );
}
