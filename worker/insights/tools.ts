/**
 * An insights tool's view for a page or article (spec §2 "Other screens", custom article embeds): the dataset
 * of the tool's country (worker/insights/datasets.ts) mapped by the content model's views.
 */
import type { Context } from 'hono';

import { insightsToolView, toolPlace, type InsightsToolName } from '../../model/insights/tools';
import type { InsightsToolView } from '../../model/insights/views';
import { derivedStore } from '../../model/read-only';
import type { AppEnv } from '../env';

import { readInsightsDataset } from './datasets';

/**
 * The views already made from each dataset, by tool and generation: a dataset is kept in the isolate for a minute
 * (datasets.ts), read-only, so its views (sorted, filtered, ~400 salary and job-growth rows) are made once per
 * data version rather than per render (model/read-only.ts), and the same rows reach the widgets, whose row
 * markup is kept per rows (ui/insights/rows-html.ts).
 */
const madeViews = derivedStore<InsightsToolView>();

/** The tool's view, or null when its country has no data (the tool then renders nothing, spec §2). */
export async function loadInsightsTool(
  c: Context<AppEnv>,
  name: InsightsToolName,
  data: unknown,
): Promise<InsightsToolView | null> {
  const place = toolPlace(data, c.get('site').country);
  if (!place.country) return null;
  const dataset = await readInsightsDataset(c, place.country);
  return dataset
    ? madeViews(dataset, `${name}:${place.generation}`, () =>
        insightsToolView(name, dataset, place.generation),
      )
    : null;
}
