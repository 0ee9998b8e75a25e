import { Box, Heading, Stack, Text, TextLink } from 'braid-design-system';

import type { DataLabFiltersProps } from '../../model/data-lab';
import { useTranslations } from '../i18n';
import { Island } from '../islands/Island';

import translations from './blocks.vocab';

/**
 * QUERY_FILTER_TAL in an article (spec §2): the Data Lab filters, inline, for the survey the article names,
 * applying to the results of the site's country; a link to the results when the survey could not be read.
 */
export function DataLabFilterEmbed({
  heading,
  href,
  dataLab,
}: {
  heading: string;
  href: string | null;
  dataLab: DataLabFiltersProps | null;
}) {
  const { t } = useTranslations(translations);
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
        {dataLab ? (
          <Island name="DataLabFilters" props={{ ...dataLab, inline: true }} hydrate="visible" />
        ) : null}
        {!dataLab && href ? (
          <Text>
            <TextLink href={href}>{t('Explore the Data Lab')}</TextLink>
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
