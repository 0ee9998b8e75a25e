import { Stack, Text } from 'braid-design-system';

import type { RichTextContent } from '../../model/rich-text';

type TextProps = Parameters<typeof Text>[0];

export interface RichTextPlainProps {
  content: RichTextContent | null;
  size?: TextProps['size'];
  tone?: TextProps['tone'];
  align?: TextProps['align'];
}

/** A rich text's plain text, one paragraph per line; the full renderer lives in ui/rich-text. */
export function RichTextPlain({ content, size, tone, align }: RichTextPlainProps) {
  const paragraphs = (content?.text ?? '').split(/\n+/).filter((line) => line.trim() !== '');
  if (paragraphs.length === 0) return null;
  return (
    <Stack space="medium">
      {paragraphs.map((paragraph, index) => (
        <Text key={index} size={size} tone={tone} align={align}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
