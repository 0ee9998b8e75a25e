import { Box, Heading, Stack, Text, TextLink } from 'braid-design-system';

import type { DataLabFiltersProps } from '../../model/data-lab';
import { useTranslations } from '../i18n';
import { Island } from '../islands/Island';

import translations from './insights.vocab';

/**
 * The dark promo of the salary page (spec §2): 'Is Salary/Compensation the number 1 driver of your industry
 * too?' with the Data Lab landing form (the DataLabFilters island), or a link alone when the survey failed.
 */
export function SalaryDriversPromo({
  title,
  text,
  dataLab,
  href,
}: {
  title: string | null;
  text: string | null;
  dataLab: DataLabFiltersProps | null;
  href: string | null;
}) {
  const { t } = useTranslations(translations);
  return (
    <Box background="brand" borderRadius="xlarge" padding={{ mobile: 'gutter', tablet: 'large' }}>
      <Stack space="medium">
        <Heading level="2">
          {title || t('Is Salary/Compensation the number 1 driver of your industry too?')}
        </Heading>
        <Text>
          {text || t('See what candidates in your industry look for in the Talent Attraction Lab.')}
        </Text>
        {dataLab ? (
          <Box background="surface" borderRadius="large" padding="gutter">
            <Island name="DataLabFilters" props={dataLab} hydrate="visible" />
          </Box>
        ) : null}
        {href ? (
          <Text>
            <TextLink href={href}>{t('Explore the Data Lab')}</TextLink>
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
