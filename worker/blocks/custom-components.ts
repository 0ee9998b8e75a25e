/**
 * The data each custom component (model/blocks/custom-component.ts, spec §2 blocks) shows from elsewhere, by
 * its name: where a search box searches, the Data Lab landing, the page a share bar shares, an insights tool's
 * figures. A name added to the model asks for its entry here.
 */
import type { Context } from 'hono';

import type { CustomComponentName, CustomComponentView } from '../../model/blocks/custom-component';
import { loadDataLabLanding } from '../data-lab/landing';
import type { AppEnv } from '../env';
import { withInsightsTool } from '../insights/components';
import { searchBoxPlaceFor } from '../search/scope';
import { pageOrigin } from '../site/canonical';

import type { PageContext } from './page-context';

/** The component with its data, or null when it is left with nothing to show. */
type CustomComponentData = (
  c: Context<AppEnv>,
  item: CustomComponentView,
  page: PageContext,
) => CustomComponentView | null | Promise<CustomComponentView | null>;

const withDataLabLanding: CustomComponentData = async (c, item) => ({
  ...item,
  ...(await loadDataLabLanding(c)),
});

const customComponentData: Record<CustomComponentName, CustomComponentData> = {
  SearchBox: (c, item, page) => ({ ...item, search: searchBoxPlaceFor(c, page.sectionName) }),
  DataLabEmbed: withDataLabLanding,
  SocialShare: (c, item, page) => ({
    ...item,
    share: { url: new URL(page.path, pageOrigin(c)).href, title: page.title },
  }),
  SalaryDriversPromo: withDataLabLanding,
  SalaryExplorer: withInsightsTool,
  JobGrowthTable: withInsightsTool,
  HappinessSummary: withInsightsTool,
  GenerationalCard: withInsightsTool,
  GenerationsChart: withInsightsTool,
};

/** A custom component with the data it shows on `page`, or null when it is left with nothing to show. */
export async function withCustomComponentData(
  c: Context<AppEnv>,
  item: CustomComponentView,
  page: PageContext,
): Promise<CustomComponentView | null> {
  return customComponentData[item.component](c, item, page);
}
