import { Heading, Stack, Text } from 'braid-design-system';

import type { SalaryListView } from '../../model/insights/views';
import { useTranslations } from '../i18n';

import translations from './insights.vocab';
import { SalaryTable } from './SalaryTable';

/**
 * The fastest growing salaries and the highest paying jobs (custom article embeds, spec §2): a ranked salary
 * table under its heading and the salary period of the figures (spec §9).
 */
export function SalaryList({ view }: { view: SalaryListView }) {
  const { t } = useTranslations(translations);
  if (view.rows.length === 0) return null;
  const heading =
    view.variant === 'fastestGrowing' ? t('Fastest growing salaries') : t('Highest paying jobs');
  const period = view.period ? t('{before} compared with {after} ({country})', view.period) : null;
  return (
    <Stack space="medium" data={{ insights: view.variant, country: view.country }}>
      <Heading level="3">{heading}</Heading>
      {period ? <Text tone="secondary">{period}</Text> : null}
      <SalaryTable country={view.country} caption={heading} rows={view.rows} roleHeader="Role" />
    </Stack>
  );
}
