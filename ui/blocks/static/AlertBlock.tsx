import { Alert, Stack, Text } from 'braid-design-system';

import type { RichTextModel } from '../types';

import { Rich } from './Rich';

const tones = ['info', 'promote', 'positive', 'caution', 'critical'] as const;
type Tone = (typeof tones)[number];

const alertTone = (tone: string | null): Tone =>
  (tones as readonly string[]).includes(tone ?? '') ? (tone as Tone) : 'info';

/** A message in a tone (info unless the CMS names another). */
export function AlertBlock({
  tone,
  title,
  content,
}: {
  tone: string | null;
  title: string | null;
  content: RichTextModel | null;
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
