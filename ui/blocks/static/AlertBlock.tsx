import { Alert, Stack, Text } from 'braid-design-system';

import type { RichTextContent } from '../../../model/rich-text';
import { oneOf } from '../tones';

import { Rich } from './Rich';

const tones = ['info', 'promote', 'positive', 'caution', 'critical'] as const;

const alertTone = (tone: string | null) => oneOf(tones, tone) ?? 'info';

/** A message in a tone (info unless the CMS names another). */
export function AlertBlock({
  tone,
  title,
  content,
}: {
  tone: string | null;
  title: string | null;
  content: RichTextContent | null;
}) {
  return (
    <Alert tone={alertTone(tone)}>
      <Stack space="small">
        {title ? <Text weight="strong">{title}</Text> : null}
        <Rich content={content} />
      </Stack>
    </Alert>
  );
}
