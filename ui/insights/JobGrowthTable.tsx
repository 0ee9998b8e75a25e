import { Heading, Stack } from 'braid-design-system';

import type { InsightsCountry } from '../../model/insights/dataset';
import type { JobGrowthRowView, JobGrowthView } from '../../model/insights/views';
import { useLanguage, useTranslations } from '../i18n';
import { useNextIslandElementId } from '../islands/collector';

import { ALL_INDUSTRIES } from './format';
import { chosenIndustry, useIndustryFilter } from './industry-filter';
import { IndustryFilter } from './IndustryFilter';
import translations from './insights.vocab';
import { growthRowsHtml, keptHtml, tableHtml } from './rows-html';
import { TableRegion } from './TableRegion';

function GrowthTable({
  country,
  caption,
  rows,
}: {
  country: InsightsCountry;
  caption: string;
  rows: JobGrowthRowView[];
}) {
  const { t } = useTranslations(translations);
  const { language } = useLanguage();
  // The table is markup made once per rows, language and caption (rows-html.ts).
  const table = keptHtml(rows, `${language} ${caption}`, () =>
    tableHtml(
      caption,
      [
        { text: t('Rank') },
        { text: t('Industry') },
        { text: t('Role') },
        { text: t('Job ad growth'), numeric: true },
        { text: t('Average salary'), numeric: true },
        { text: t('Job Ads') },
      ],
      growthRowsHtml(country, rows, {
        increase: t('Increase'),
        noIncrease: t('No increase'),
        viewJobs: t('View jobs'),
        roleLink: (role) => t('{role} jobs (opens in a new tab)', { role }),
        jobsLink: (role, industry) =>
          t('View jobs: {role}, {industry} (opens in a new tab)', { role, industry }),
      }),
    ),
  );
  return <TableRegion caption={caption} html={table} />;
}

/**
 * The job-growth table (spec §2): AU with the industry dropdown (all industries first), NZ the overall table
 * only; role and 'View jobs' link to the job search in a new tab (spec §9). Zero or missing growth shows no
 * indicator, a missing salary a blank cell (spec §5).
 */
export function JobGrowthTable({ view, title }: { view: JobGrowthView; title?: string | null }) {
  const { t } = useTranslations(translations);
  const filter = useIndustryFilter();
  // The panels are named after the industry select's island, which comes first (none without industries).
  const baseId = useNextIslandElementId('growth');
  if (view.overall.length === 0) return null;
  const caption = t('Roles with the most job ad growth');
  const panelId = (id: number) => `${baseId}-${id < 0 ? 'all' : id}`;
  const industries = view.industries ?? [];
  const options = [
    { value: String(ALL_INDUSTRIES), label: t('All industries'), panelId: panelId(ALL_INDUSTRIES) },
    ...industries.map((i) => ({ value: String(i.id), label: i.title, panelId: panelId(i.id) })),
  ];
  const selected = chosenIndustry(options, filter.industry);
  return (
    <Stack space="medium" data={{ insights: 'jobGrowth', country: view.country }}>
      <Heading level="2">{title || t('Job growth')}</Heading>
      {industries.length > 0 ? (
        <IndustryFilter label={t('Select an industry')} options={options} selected={selected} />
      ) : null}
      <div
        id={industries.length > 0 ? panelId(ALL_INDUSTRIES) : undefined}
        hidden={selected !== String(ALL_INDUSTRIES)}
      >
        <GrowthTable
          country={view.country}
          caption={`${caption}: ${t('All industries')}`}
          rows={view.overall}
        />
      </div>
      {industries.map((industry) => (
        <div key={industry.id} id={panelId(industry.id)} hidden={String(industry.id) !== selected}>
          <GrowthTable
            country={view.country}
            caption={`${caption}: ${industry.title}`}
            rows={industry.rows}
          />
        </div>
      ))}
    </Stack>
  );
}
