import { Box, Heading, Stack } from 'braid-design-system';

import type { HappinessSummaryView } from '../../model/insights/views';
import { useTranslations } from '../i18n';
import { Island } from '../islands/Island';

import { DriverBars } from './DriverBars';
import translations from './insights.vocab';

/** Drivers shown at first and highlighted (spec §9). */
export const SUMMARY_SHOWN = 5;
export const SUMMARY_STRONG = 3;

/**
 * 'What impacts happiness at work for Australians / New Zealanders' (spec §2): the ranked drivers, 5 shown and
 * the first 3 stronger; 'Show all 17 factors' reveals the rest, with no way back (spec §4).
 */
export function HappinessSummary({ view }: { view: HappinessSummaryView }) {
  const { t } = useTranslations(translations);
  if (view.drivers.length === 0) return null;
  const rest = view.drivers.slice(SUMMARY_SHOWN);
  return (
    <Box
      background="surface"
      borderRadius="large"
      boxShadow="borderNeutralLight"
      padding="gutter"
      data={{ insights: 'happinessSummary', country: view.country }}
    >
      <Stack space="medium">
        <Heading level="2">
          {t('What impacts happiness at work for {people}', { people: view.title })}
        </Heading>
        <div>
          <DriverBars drivers={view.drivers.slice(0, SUMMARY_SHOWN)} strong={SUMMARY_STRONG} />
          {rest.length ? (
            <Island
              name="RevealAll"
              props={{
                label: t('Show all {count} factors', { count: String(view.drivers.length) }),
                drivers: rest,
                start: SUMMARY_SHOWN + 1,
              }}
              hydrate="visible"
            />
          ) : null}
        </div>
      </Stack>
    </Box>
  );
}
