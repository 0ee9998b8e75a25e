import { Badge, Heading, List, Stack, Text } from 'braid-design-system';

import type { NoPreviewReason } from '../../../model/preview-data';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/preview.vocab';

import { reasons } from './wording';

/** 'Why is there no preview available?' with every reason; the one the loader reported is marked. */
export function NoPreviewReasons({ reason }: { reason: NoPreviewReason | null }) {
  const { t } = useTranslations(translations);
  return (
    <Stack space="medium">
      <Heading level="2" id="no-preview-reasons">
        {t('Why is there no preview available?')}
      </Heading>
      <List>
        {reasons.map(([key, text]) =>
          key === reason ? (
            <Text key={key} weight="strong" data={{ reason: key, current: 'true' }}>
              {t(text)} <Badge tone="caution">{t('This entry')}</Badge>
            </Text>
          ) : (
            <Text key={key} data={{ reason: key }}>
              {t(text)}
            </Text>
          ),
        )}
      </List>
    </Stack>
  );
}
