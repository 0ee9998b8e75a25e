import { Box, Heading, Stack, Text, TextLink } from 'braid-design-system';

import type { DataLabFiltersProps } from '../../model/data-lab';
import { useTranslations } from '../i18n';
import { Island } from '../islands/Island';

import translations from './blocks.vocab';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form props the worker put on the embed (worker/data-lab/article-embed.ts), when they look like them. */
function filtersOf(data: Record<string, unknown> | null): DataLabFiltersProps | null {
  const filters = data?.dataLabFilters;
  if (!isObject(filters) || typeof filters.action !== 'string' || !Array.isArray(filters.drivers))
    return null;
  return filters as unknown as DataLabFiltersProps;
}

/**
 * QUERY_FILTER_TAL in an article (spec §2): the Data Lab filters, inline, for the survey the article names,
 * applying to the results of the site's country; a link to the results when the survey could not be read.
 */
export function DataLabFilterEmbed({
  heading,
  data,
}: {
  heading: string;
  data: Record<string, unknown> | null;
}) {
  const { t } = useTranslations(translations);
  const filters = filtersOf(data);
  const href = typeof data?.dataLabHref === 'string' ? data.dataLabHref : null;
  return (
    <Box
      component="section"
      aria-label={heading}
      background="brandAccentSoft"
      borderRadius="xlarge"
      padding="gutter"
    >
      <Stack space="medium">
        <Heading level="3">{heading}</Heading>
        {filters ? (
          <Island name="DataLabFilters" props={{ ...filters, inline: true }} hydrate="visible" />
        ) : null}
        {!filters && href ? (
          <Text>
            <TextLink href={href}>{t('Explore the Data Lab')}</TextLink>
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
