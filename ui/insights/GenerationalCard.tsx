import { Box, Columns, Column, Heading, Stack, Text } from 'braid-design-system';

import type { GenerationsView, GenerationView } from '../../model/insights/views';
import { SlotsProvider } from '../blocks/ServerSlot';
import { useTranslations } from '../i18n';
import { Island } from '../islands/Island';

import { DriverBars } from './DriverBars';
import { formatPercent } from './format';
import { GenerationsChart } from './GenerationsChart';
import * as styles from './insights.css';
import translations from './insights.vocab';

/** Drivers in a generation's 'Most important' list (spec §9). */
export const GENERATION_TOP = 5;

function GenerationPanel({ generation }: { generation: GenerationView }) {
  const { t } = useTranslations(translations);
  const happy = generation.happiness > 0;
  return (
    <Stack space="large">
      <Columns space="medium" alignY="center" collapseBelow="tablet">
        <Column>
          <Heading level="3">
            {t('What impacts happiness at work for {generation}?', { generation: generation.title })}
          </Heading>
        </Column>
        {happy ? (
          <Column width="content">
            <div className={styles.badge}>
              <span className={styles.visuallyHidden}>
                {t('{percent} happy', { percent: formatPercent(generation.happiness) })}
              </span>
              <span className={styles.badgePercent} aria-hidden="true">
                {formatPercent(generation.happiness)}
              </span>
              <span className={styles.badgeText} aria-hidden="true">
                {t('happy*')}
              </span>
            </div>
          </Column>
        ) : null}
      </Columns>
      <Stack space="small">
        <Columns space="small">
          <Column>
            <Text weight="strong">{t('Most important')}</Text>
          </Column>
          <Column width="content">
            <Text weight="strong">{t('% happy')}</Text>
          </Column>
        </Columns>
        <DriverBars drivers={generation.drivers.slice(0, GENERATION_TOP)} />
      </Stack>
      <Stack space="small">
        <Text weight="strong">{t('Least important')}</Text>
        <GenerationsChart generation={generation} />
      </Stack>
    </Stack>
  );
}

/**
 * The generational card (spec §2): tabs labelled 'Generation', one per generation; each panel the heading, the
 * 84 px badge (only when happiness is above 0), the top 5 drivers and the 'Least important' drivers. The
 * panels are server-rendered; the tabs island only switches them.
 */
export function GenerationalCard({ view }: { view: GenerationsView }) {
  const { t } = useTranslations(translations);
  if (view.generations.length === 0) return null;
  const id = (key: string) => `generation-${view.country}-${key}`;
  const slots = Object.fromEntries(
    view.generations.map((g) => [id(g.key), <GenerationPanel key={g.key} generation={g} />]),
  );
  return (
    <Box
      background="surface"
      borderRadius="large"
      boxShadow="borderNeutralLight"
      padding="gutter"
      data={{ insights: 'generations', country: view.country }}
    >
      <Stack space="medium">
        <Text weight="strong">{t('Generation')}</Text>
        <SlotsProvider slots={slots}>
          <Island
            name="Tabs"
            props={{
              label: t('Generation'),
              tabs: view.generations.map((g) => ({ id: id(g.key), label: g.title })),
            }}
            hydrate="visible"
          />
        </SlotsProvider>
      </Stack>
    </Box>
  );
}
