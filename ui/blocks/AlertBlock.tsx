import { Alert, Stack, Text } from 'braid-design-system';

import type { AlertView } from '../../model/blocks/alert';

import { Rich } from './Rich';
import { oneOf } from './tones';

const tones = ['info', 'promote', 'positive', 'caution', 'critical'] as const;

const alertTone = (tone: string | null) => oneOf(tones, tone) ?? 'info';

/** A message in a tone (info unless the CMS names another). */
export function AlertBlock({ alert: { tone, title, content } }: { alert: AlertView }) {
  return (
    <Alert tone={alertTone(tone)}>
      <Stack space="small">
        {title ? <Text weight="strong">{title}</Text> : null}
        <Rich content={content} />
      </Stack>
    </Alert>
  );
}
