import { Heading, Stack } from 'braid-design-system';

import type { SalaryExplorerView } from '../../model/insights/views';
import { useTranslations } from '../i18n';
import { useNextIslandElementId } from '../islands/collector';

import { ALL_INDUSTRIES } from './format';
import { chosenIndustry, useIndustryFilter } from './industry-filter';
import { IndustryFilter } from './IndustryFilter';
import translations from './insights.vocab';
import { SalaryTable } from './SalaryTable';

/**
 * The salary explorer (spec §2): 'Select an industry' with 'All industries' (-1) first, then the industries by
 * title; one server-rendered table per choice, all but the chosen one hidden (the address's industry on the
 * insights pages, else all). Nothing without groups.
 */
export function SalaryExplorer({ view, title }: { view: SalaryExplorerView; title?: string | null }) {
  const { t } = useTranslations(translations);
  const filter = useIndustryFilter();
  // The panels are named after the industry select's island, which comes first.
  const baseId = useNextIslandElementId('salary');
  if (view.groups.length === 0) return null;
  const titles = new Map(view.industries.map((i) => [i.id, i.title]));
  const panelId = (id: number) => `${baseId}-${id < 0 ? 'all' : id}`;
  const options = [
    { value: String(ALL_INDUSTRIES), label: t('All industries'), panelId: panelId(ALL_INDUSTRIES) },
    ...view.industries.map((i) => ({ value: String(i.id), label: i.title, panelId: panelId(i.id) })),
  ];
  const selected = chosenIndustry(options, filter.industry);
  return (
    <Stack space="medium" data={{ insights: 'salaryExplorer', country: view.country }}>
      <Heading level="2">{title || t('Salary explorer')}</Heading>
      <IndustryFilter label={t('Select an industry')} options={options} selected={selected} />
      {view.groups.map((group) => {
        const all = group.industryId === ALL_INDUSTRIES;
        return (
          <div
            key={group.industryId}
            id={panelId(group.industryId)}
            hidden={String(group.industryId) !== selected}
          >
            <SalaryTable
              country={view.country}
              caption={`${t('Average salaries by role')}: ${all ? t('All industries') : (titles.get(group.industryId) ?? '')}`}
              rows={group.rows}
              roleHeader={all ? 'Role Type' : 'Role'}
            />
          </div>
        );
      })}
    </Stack>
  );
}
