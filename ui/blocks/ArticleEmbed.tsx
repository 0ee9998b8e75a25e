import { Text } from 'braid-design-system';

import type { CustomEmbedReference } from '../../model/article-embeds';
import { useTranslations } from '../i18n';
import { InsightsTool } from '../insights/InsightsTool';

import translations from './blocks.vocab';
import { DataLabFilterEmbed } from './DataLabFilterEmbed';
import { JobAdFeatureChart } from './JobAdFeatureChart';

/**
 * A custom article embed by its title (spec §2 "Custom article embeds by title"): the job ad feature chart, the
 * Data Lab filters, an insights tool with the figures the worker read (nothing without them), or '--' for a
 * title nobody knows.
 */
export function ArticleEmbed({ embed }: { embed: CustomEmbedReference }) {
  const { t } = useTranslations(translations);
  switch (embed.embed) {
    case null:
      return <Text tone="secondary">--</Text>;
    case 'JOBAD_FEATURE_CHART':
      return <JobAdFeatureChart widget={embed.embed} title={t('Compare job ad features')} headingLevel="3" />;
    case 'QUERY_FILTER_TAL':
      return (
        <DataLabFilterEmbed
          heading={t('Filter the Talent Attraction Lab results')}
          href={embed.href}
          dataLab={embed.dataLab}
        />
      );
    default:
      return embed.insights ? <InsightsTool view={embed.insights} /> : null;
  }
}
