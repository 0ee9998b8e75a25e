/**
 * From the survey API's answers to the Data Lab page's props: names translated, shares in legend order, the
 * sample state of each group, and tips drawn from the top drivers. Only arithmetic on what the API computed.
 */
import type { TipsCardView } from '../../model/blocks/tips-card-group';
import type { DriverChoice } from '../../model/data-lab';
import dataLabTranslations from '../../ui/i18n/data-lab.vocab';
import { intlLocale } from '../../ui/i18n/languages';
import type {
  DemographicView,
  ImportanceShare,
  RankedDriver,
  ResultGroup,
  ResultTile,
} from '../../ui/pages/DataLabPage';
import type { Language } from '../site/sites';
import {
  importanceLevels,
  type FilterFields,
  type SurveyCategory,
  type SurveyResult,
} from '../upstreams/survey-schema';

/** Spec §3: the queryFilters keys and their labels, which are the drivers' names in the query. */
export const dimensions = [
  ['industries', 'Industry'],
  ['genders', 'Gender'],
  ['seniorities', 'Seniority'],
  ['generations', 'Generation'],
  ['locations', 'Location'],
  ['workTypes', 'Work type'],
] as const;

export type Translate = (name: string) => string;

export const translator =
  (names: Record<string, string>): Translate =>
  (name) =>
    names[name] ?? name;

/** The drivers the filter form offers, from getFilterFields. */
export function driverChoices(fields: FilterFields, tr: Translate): DriverChoice[] {
  return dimensions.map(([key, label]) => {
    const values = (key === 'seniorities' ? (fields.seniorities ?? fields.senioritys) : fields[key]) ?? [];
    return { name: label, label: tr(label), options: values.map((name) => ({ name, label: tr(name) })) };
  });
}

const shares = (results: SurveyCategory['results']): ImportanceShare[] =>
  importanceLevels.map((level) => ({
    level,
    percentage: results.find((result) => result.name === level)?.percentage ?? 0,
  }));

const rankedDriver = (category: SurveyCategory, tr: Translate): RankedDriver => ({
  rank: category.rank,
  name: tr(category.name),
  shares: shares(category.results),
  options: category.subCategories.map((option) => ({
    name: tr(option.name),
    shares: shares(option.results),
  })),
});

type SurveyGroup = SurveyResult['drivers'][number]['driverOptions'][number];

const group = (option: Omit<SurveyGroup, 'secondaryDriverOptions'>, tr: Translate): ResultGroup => ({
  // 'All' is the tile of every respondent; the page names it.
  name: option.name === 'All' ? '' : tr(option.name),
  respondents: option.respondents,
  sample: option.hasMissingData ? 'missing' : option.hasLackOfSampleSizeData ? 'small' : 'ok',
  drivers: option.categories.map((category) => rankedDriver(category, tr)),
});

export function resultTiles(result: SurveyResult, tr: Translate): ResultTile[] {
  return (result.drivers[0]?.driverOptions ?? []).map((option) => ({
    ...group(option, tr),
    secondary: option.secondaryDriverOptions.map((secondary) => group(secondary, tr)),
  }));
}

export function demographicViews(result: SurveyResult, tr: Translate): DemographicView[] {
  return result.demographic.map((item) => ({
    key: item.key,
    name: tr(item.name),
    sum: item.sum,
    results: item.results.map((entry) => ({
      name: tr(entry.name),
      count: entry.count,
      percentage: item.sum > 0 ? Math.round((entry.count * 100) / item.sum) : 0,
    })),
  }));
}

const tipIcons: Record<string, string> = {
  Salary: 'IconMoney',
  'Work-life balance': 'IconTime',
  'Flexible working': 'IconTime',
  'Career progression': 'IconCareer',
  'Job security': 'IconSecurity',
  'Company culture': 'IconPeople',
  Location: 'IconLocation',
  Purpose: 'IconHeart',
};

/** Three tips from the first tile that has data: its top drivers by must-have share. */
export async function tipsFor(
  result: SurveyResult,
  tr: Translate,
  language: Language,
): Promise<TipsCardView[]> {
  const t = await dataLabTranslations.getMessages(language, intlLocale(language));
  const tile = result.drivers[0]?.driverOptions.find((option) => !option.hasMissingData);
  return (tile?.categories ?? []).slice(0, 3).map((category) => {
    const percent = category.results.find((r) => r.name === 'must')?.percentage ?? 0;
    const text = t.Tip.format({ driver: tr(category.name), percent });
    return {
      id: `tip-${category.rank}`,
      icon: tipIcons[category.name] ?? 'IconTip',
      description: { raw: { children: [{ type: 'paragraph', children: [{ text }] }] }, text },
      badge: { text: t['Must-have'].format(), tone: 'positive' },
      inlineLink: null,
      downloadButton: null,
    };
  });
}
