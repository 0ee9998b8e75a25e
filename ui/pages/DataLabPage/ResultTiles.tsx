import {
  Box,
  Card,
  Column,
  Columns,
  Heading,
  HiddenVisually,
  Inline,
  Notice,
  Stack,
  Text,
  Tiles,
} from 'braid-design-system';

import { useTranslations } from '../../i18n';
import translations from '../../i18n/data-lab.vocab';

import * as styles from './DataLabPage.css';
import { levelLabels, levels } from './levels';
import { usePercentText } from './texts';
import type { ImportanceShare, RankedDriver, ResultGroup, ResultTile } from './types';

/**
 * The colour key of the bars (spec §3 labels, §9 colours). A section of the results like 'Ranked drivers', so an
 * h2 (in the look of an h3): below desktop the pane's 'Filters' h2 is hidden in its drawer, and an h3 here would
 * follow the page's h1 directly.
 */
export function Legend() {
  const { t } = useTranslations(translations);
  return (
    <Stack space="small">
      <Heading level="3" component="h2">
        {t('Importance')}
      </Heading>
      <Inline space="medium">
        {levels.map((level) => (
          <Text key={level} size="small">
            <span className={`${styles.swatch} ${styles.swatchColour[level]}`} aria-hidden="true" />
            {t(levelLabels[level])}
          </Text>
        ))}
      </Inline>
    </Stack>
  );
}

/**
 * A stacked bar of the four levels; the text under it says the same (for options, only to screen readers,
 * beside the visible must-have share).
 */
function Shares({ shares, thin = false }: { shares: ImportanceShare[]; thin?: boolean }) {
  const { t } = useTranslations(translations);
  const percent = usePercentText();
  const text = shares
    .map(({ level, percentage }) => `${t(levelLabels[level])} ${percent(percentage)}`)
    .join(' · ');
  return (
    <Stack space="xsmall">
      <div className={thin ? styles.thinBar : styles.bar} aria-hidden="true">
        {shares.map(({ level, percentage }) => (
          <div key={level} className={styles.segment[level]} style={{ width: `${percentage}%` }} />
        ))}
      </div>
      {thin ? (
        <HiddenVisually>{text}</HiddenVisually>
      ) : (
        <Text size="xsmall" tone="secondary">
          {text}
        </Text>
      )}
    </Stack>
  );
}

function Driver({ driver, withOptions }: { driver: RankedDriver; withOptions: boolean }) {
  const percent = usePercentText();
  return (
    <Stack space="small">
      <Columns space="small" alignY="center">
        <Column width="content">
          <Text>
            <span className={styles.rank}>{driver.rank}</span>
          </Text>
        </Column>
        <Column>
          <Text weight="strong">{driver.name}</Text>
        </Column>
      </Columns>
      <Shares shares={driver.shares} />
      {withOptions ? (
        <Box paddingLeft="large">
          <Stack space="small">
            {driver.options.map((option) => (
              <Stack key={option.name} space="xxsmall">
                <Columns space="small">
                  <Column>
                    <Text size="small">{option.name}</Text>
                  </Column>
                  <Column width="content">
                    <Text size="small" tone="secondary" aria-hidden>
                      {percent(option.shares[0]?.percentage ?? 0)}
                    </Text>
                  </Column>
                </Columns>
                <Shares shares={option.shares} thin />
              </Stack>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}

/** The sample notices of spec §8: few answers (indicative) or too few to show. */
function SampleNotice({ group }: { group: ResultGroup }) {
  const { t } = useTranslations(translations);
  if (group.sample === 'ok') return null;
  return (
    <Notice tone="info">
      <Text>{t(group.sample === 'small' ? 'Small sample' : 'No data yet')}</Text>
    </Notice>
  );
}

function Group({ group, level }: { group: ResultGroup; level: '2' | '3' }) {
  const { t } = useTranslations(translations);
  return (
    <Stack space="medium">
      <Heading level={level}>{group.name || t('All respondents')}</Heading>
      <Text size="small" tone="secondary">
        {t('{count} respondents', { count: group.respondents })}
      </Text>
      <SampleNotice group={group} />
      {group.sample === 'missing' ? null : (
        <Stack space="large">
          {group.drivers.map((driver) => (
            // A secondary option's group shows the drivers only; its tile already shows their options.
            <Driver key={driver.name} driver={driver} withOptions={level === '2'} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The ranked drivers, one tile per primary option (spec §9: two columns when there is more than one). */
export function ResultTiles({ tiles }: { tiles: ResultTile[] }) {
  return (
    <Tiles space="large" columns={{ mobile: 1, desktop: tiles.length > 1 ? 2 : 1 }}>
      {tiles.map((tile) => (
        <Card key={tile.name}>
          <Stack space="large">
            <Group group={tile} level="2" />
            {tile.secondary.map((group) => (
              <Box key={group.name} borderRadius="standard" background="neutralLight" padding="medium">
                <Group group={group} level="3" />
              </Box>
            ))}
          </Stack>
        </Card>
      ))}
    </Tiles>
  );
}
