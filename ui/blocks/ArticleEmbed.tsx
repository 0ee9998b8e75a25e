import { Text } from 'braid-design-system';

import type { InsightsToolView } from '../../model/insights/views';
import { useTranslations } from '../i18n';
import { InsightsTool } from '../insights/InsightsTool';

import translations from './blocks.vocab';
import { DataLabFilterEmbed } from './DataLabFilterEmbed';
import { WidgetFrame } from './frames';
import { JobAdFeatureChart } from './JobAdFeatureChart';

/** Titles of the custom article embeds (spec §2) and the heading of each one's frame. */
export const articleEmbedTitles = {
  TOP_JOB_GROWTH: 'Top job growth',
  FASTEST_GROWING_SALARIES: 'Fastest growing salaries',
  HIGHEST_PAYING_JOBS: 'Highest paying jobs',
  GENERATION_DRIVERS_SUMMARY: 'What drives each generation at work',
  GENERATION_DRIVERS_INTERACTIVE: 'Compare what drives each generation',
  QUERY_FILTER_TAL: 'Filter the Talent Attraction Lab results',
  JOBAD_FEATURE_CHART: 'Compare job ad features',
} as const;

export type ArticleEmbedTitle = keyof typeof articleEmbedTitles;

/** The embeds that are insights tools (their figures come with the reference, worker/insights/). */
const insightsEmbedTitles = new Set<string>([
  'TOP_JOB_GROWTH',
  'FASTEST_GROWING_SALARIES',
  'HIGHEST_PAYING_JOBS',
  'GENERATION_DRIVERS_SUMMARY',
  'GENERATION_DRIVERS_INTERACTIVE',
]);

export interface ArticleEmbedProps {
  title: string;
  /** The embed's data (country for the generation drivers). */
  data: Record<string, unknown> | null;
  /** The article's additional data (datalabSurvey for QUERY_FILTER_TAL). */
  additionalData?: Record<string, unknown> | null;
  /** The insights embeds' figures, read by the worker (null: no data for the country, nothing shown). */
  insights?: InsightsToolView | null;
}

const str = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** A custom article embed by its title: the frame of its widget, or '--' for a title nobody knows. */
export function ArticleEmbed({ title, data, insights }: ArticleEmbedProps) {
  const { t } = useTranslations(translations);
  const heading = articleEmbedTitles[title as ArticleEmbedTitle];
  if (!heading) return <Text tone="secondary">--</Text>;
  if (title === 'JOBAD_FEATURE_CHART')
    return <JobAdFeatureChart widget={title} title={t(heading)} headingLevel="3" />;
  if (title === 'QUERY_FILTER_TAL') return <DataLabFilterEmbed heading={t(heading)} data={data} />;
  if (insightsEmbedTitles.has(title)) return insights ? <InsightsTool view={insights} /> : null;
  const attributes: Record<string, string> = {};
  const country = str(data?.country);
  if (country) attributes.country = country;
  return <WidgetFrame widget={title} title={t(heading)} data={attributes} />;
}
