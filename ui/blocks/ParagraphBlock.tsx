import type { ParagraphView } from '../../model/blocks/paragraph';

import { RichTextPlain } from './RichTextPlain';
import { textAlign, textSize, textTone } from './tones';

export function ParagraphBlock({ paragraph }: { paragraph: ParagraphView }) {
  return (
    <RichTextPlain
      content={paragraph.content}
      size={textSize(paragraph.size)}
      tone={textTone(paragraph.tone)}
      align={textAlign(paragraph.align)}
    />
  );
}
