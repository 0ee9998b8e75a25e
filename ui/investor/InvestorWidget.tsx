import { Box, Heading, Stack, Text } from 'braid-design-system';

import type { InvestorWidgetView } from '../../model/blocks/investor-widget';
import { useTranslations } from '../i18n';

import { Announcements } from './Announcements';
import { Dividends } from './Dividends';
import translations from './investor.vocab';
import { SharePrice } from './SharePrice';

/** The panel shown when the investor provider has no data to give (spec §8). */
function NoDataPanel() {
  const { t } = useTranslations(translations);
  return (
    <Box background="surface" borderRadius="large" padding="large" boxShadow="borderNeutralLight">
      <Stack space="medium">
        <Heading level="3">{t("We're working on it.")}</Heading>
        <Text>{t("We can't show this data right now. We're doing our best to fix this.")}</Text>
        <Text tone="secondary">{t('Try refreshing the page or check back later.')}</Text>
      </Stack>
    </Box>
  );
}

/** An investor widget by its variant (spec §2 "Investor pages"), server-rendered: it needs no script. */
export function InvestorWidget({ item }: { item: InvestorWidgetView }) {
  if (item.quote) return <SharePrice quote={item.quote} />;
  if (item.dividends) return <Dividends dividends={item.dividends} />;
  if (item.announcements) {
    return <Announcements view={item.announcements} latest={item.variant === 'LatestAnnouncements'} />;
  }
  return <NoDataPanel />;
}
