import type { InsightsToolView } from '../../model/insights/views';

import { GenerationalCard } from './GenerationalCard';
import { GenerationsChart } from './GenerationsChart';
import { HappinessSummary } from './HappinessSummary';
import { JobGrowthTable } from './JobGrowthTable';
import { SalaryExplorer } from './SalaryExplorer';
import { SalaryList } from './SalaryList';

/** One insights tool by its view's kind (spec §2 "Other screens"), placed on a page or in an article. */
export function InsightsTool({ view, title }: { view: InsightsToolView; title?: string | null }) {
  switch (view.kind) {
    case 'salaryExplorer':
      return <SalaryExplorer view={view} title={title} />;
    case 'jobGrowth':
      return <JobGrowthTable view={view} title={title} />;
    case 'happinessSummary':
      return <HappinessSummary view={view} />;
    case 'generations':
      return <GenerationalCard view={view} />;
    case 'generationsChart':
      return <GenerationsChart generation={view.generation} />;
    case 'salaryList':
      return <SalaryList view={view} />;
  }
}
