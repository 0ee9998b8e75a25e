/**
 * The insights tools by name, as editors place them: a custom component of a page (spec §2 blocks) or a
 * custom article embed by title (spec §2 "Custom article embeds by title", model/article-embeds.ts), each
 * with its country.
 */
import * as v from 'valibot';

import {
  generationKeys,
  isInsightsCountry,
  type GenerationKey,
  type InsightsCountry,
  type InsightsDataset,
} from './dataset';
import {
  fastestGrowingView,
  generationsChartView,
  generationsView,
  happinessSummaryView,
  highestPayingView,
  jobGrowthView,
  salaryExplorerView,
  type InsightsToolView,
} from './views';

export const insightsToolNames = [
  'salaryExplorer',
  'jobGrowth',
  'happinessSummary',
  'generations',
  'generationsChart',
  'fastestGrowing',
  'highestPaying',
] as const;

export type InsightsToolName = (typeof insightsToolNames)[number];

/** The custom components of a page that are insights tools (CustomComponent `component`). */
export const insightsComponents: Record<string, InsightsToolName> = {
  SalaryExplorer: 'salaryExplorer',
  JobGrowthTable: 'jobGrowth',
  HappinessSummary: 'happinessSummary',
  GenerationalCard: 'generations',
  GenerationsChart: 'generationsChart',
};

/** A tool's options as the CMS gives them (the `data` JSON of the component or embed). */
const toolDataSchema = v.object({
  country: v.optional(v.unknown()),
  generation: v.optional(v.unknown()),
});

export interface ToolPlace {
  /** The country whose data it shows, or null for a country without insights data (nothing shown). */
  country: InsightsCountry | null;
  generation: GenerationKey;
}

/**
 * Where a tool's data comes from: the country its `data` names (any case), else the site's; the generations
 * chart's generation (default Gen Z, the first listed of §3 being Baby Boomers would show the same chart on
 * every page).
 */
export function toolPlace(data: unknown, siteCountry: string): ToolPlace {
  const parsed = v.safeParse(toolDataSchema, data);
  const given = parsed.success ? parsed.output : {};
  const named = typeof given.country === 'string' ? given.country.toLowerCase() : siteCountry;
  const generation = generationKeys.find((key) => key === given.generation) ?? 'genz';
  return { country: isInsightsCountry(named) ? named : null, generation };
}

export function insightsToolView(
  name: InsightsToolName,
  data: InsightsDataset,
  generation: GenerationKey,
): InsightsToolView {
  switch (name) {
    case 'salaryExplorer':
      return salaryExplorerView(data);
    case 'jobGrowth':
      return jobGrowthView(data);
    case 'happinessSummary':
      return happinessSummaryView(data);
    case 'generations':
      return generationsView(data);
    case 'generationsChart':
      return generationsChartView(data, generation);
    case 'fastestGrowing':
      return fastestGrowingView(data);
    case 'highestPaying':
      return highestPayingView(data);
  }
}
