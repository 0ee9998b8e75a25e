import { Box, Heading, Stack, Text } from 'braid-design-system';

import type { RichTextContent } from '../../model/rich-text';
import { useTranslations } from '../i18n';

import * as blockStyles from './blocks.css';
import translations from './employer-tools.vocab';
import {
  INITIAL_DETAIL_CARDS,
  jobAdFeatures,
  jobAdTiers,
  type FeatureCell,
  type JobAdFeature,
} from './job-ad-tiers';
import * as styles from './JobAdFeatureChart.css';
import { Rich } from './Rich';

const tierNames = { basic: 'Basic', advanced: 'Advanced', premium: 'Premium' } as const;

function Cell({ value }: { value: FeatureCell }) {
  const { t } = useTranslations(translations);
  if (typeof value === 'number') return <>{value}</>;
  if (value === 'included')
    return (
      <>
        <svg
          className={`${styles.mark} ${styles.included}`}
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M4 10.5l4 4 8-9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
        <span className={blockStyles.visuallyHidden}>{t('Included')}</span>
      </>
    );
  if (value === 'notIncluded')
    return (
      <>
        <span className={styles.notIncluded} aria-hidden="true">
          —
        </span>
        <span className={blockStyles.visuallyHidden}>{t('Not included')}</span>
      </>
    );
  if (value === 'optional') return <>{t('Optional')}</>;
  return <>{t(value)}</>;
}

function DetailCard({ feature }: { feature: JobAdFeature }) {
  const { t } = useTranslations(translations);
  return (
    <li className={styles.card}>
      <Text weight="strong">{t(feature.name)}</Text>
      <Text size="small" tone="secondary">
        {t(feature.detail)}
      </Text>
    </li>
  );
}

/**
 * The job ad tier comparison (spec §2 other screens, §9): Basic, Advanced and Premium in a server-rendered
 * table that fits a phone, then what each feature means, the first 4 cards shown and the rest behind
 * 'Show more' (a native disclosure: no script).
 */
export function JobAdFeatureChart({
  title,
  description,
  widget,
  headingLevel = '2',
}: {
  title: string;
  description?: RichTextContent | null;
  /** The embedded item's kind or the article embed's title, for the marker. */
  widget: string;
  headingLevel?: '2' | '3';
}) {
  const { t } = useTranslations(translations);
  const first = jobAdFeatures.slice(0, INITIAL_DETAIL_CARDS);
  const rest = jobAdFeatures.slice(INITIAL_DETAIL_CARDS);
  return (
    <Box component="section" aria-label={title} data={{ widget }}>
      <Stack space="large">
        <Heading level={headingLevel}>{title}</Heading>
        {description ? <Rich content={description} /> : null}
        <table className={styles.table}>
          <caption className={styles.caption}>{t('Job ad features by ad type')}</caption>
          <colgroup>
            <col className={styles.featureColumn} />
            {jobAdTiers.map((tier) => (
              <col key={tier} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t('Feature')}</th>
              {jobAdTiers.map((tier) => (
                <th key={tier} scope="col">
                  {t(tierNames[tier])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {jobAdFeatures.map((feature) => (
              <tr key={feature.name}>
                <th scope="row">{t(feature.name)}</th>
                {jobAdTiers.map((tier) => (
                  <td key={tier}>
                    <Cell value={feature.cells[tier]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <Stack space="medium">
          <Heading level={headingLevel === '2' ? '3' : '4'}>{t('What each feature means')}</Heading>
          <ul className={styles.cards}>
            {first.map((feature) => (
              <DetailCard key={feature.name} feature={feature} />
            ))}
          </ul>
          {rest.length ? (
            <details className={styles.more}>
              <summary className={styles.showMore}>{t('Show more')}</summary>
              <ul className={styles.cards}>
                {rest.map((feature) => (
                  <DetailCard key={feature.name} feature={feature} />
                ))}
              </ul>
            </details>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}
