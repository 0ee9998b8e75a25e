import { Box, Stack, Text } from 'braid-design-system';

import type { ActionGroupView } from '../../../model/blocks/action-group';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/content.vocab';
import { ActionGroupBlock } from '../ActionGroupBlock';

import * as styles from './banners.css';

/** A banner's actions; with `divider`, the first action and the rest are alternatives split by 'OR'. */
export function BannerActions({ group, divider }: { group: ActionGroupView; divider: boolean }) {
  const { t } = useTranslations(translations);
  const live = group.actions.filter((action) => action.link?.href);
  if (!divider || live.length < 2) return <ActionGroupBlock group={group} />;
  return (
    <Stack space="medium">
      <ActionGroupBlock group={{ ...group, actions: live.slice(0, 1) }} />
      <Box className={styles.orDivider} maxWidth="xsmall">
        <Text size="small" tone="secondary" weight="medium">
          {t('OR')}
        </Text>
      </Box>
      <ActionGroupBlock group={{ ...group, actions: live.slice(1) }} />
    </Stack>
  );
}
