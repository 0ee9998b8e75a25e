/**
 * An insights tool's view for a page or article (spec §2 "Other screens", custom article embeds): the dataset
 * of the tool's country (worker/insights/datasets.ts) mapped by the content model's views.
 */
import type { Context } from 'hono';

import type { GenerationKey, InsightsDataset } from '../../model/insights/dataset';
import { insightsToolView, toolPlace, type InsightsToolName } from '../../model/insights/tools';
import type { InsightsToolView } from '../../model/insights/views';
import type { AppEnv } from '../env';

import { readInsightsDataset } from './datasets';

/**
 * The views already made from each dataset, by tool and generation: a dataset is kept in the isolate for a minute
 * (datasets.ts), so its views (sorted, filtered, ~400 salary and job-growth rows) are made once per data version
 * rather than per render, and the same rows reach the widgets, whose row markup is kept per rows
 * (ui/insights/rows-html.ts). Views are never changed after they are made.
 */
const madeViews = new WeakMap<InsightsDataset, Map<string, InsightsToolView>>();

function viewOf(name: InsightsToolName, dataset: InsightsDataset, generation: GenerationKey) {
  let views = madeViews.get(dataset);
  if (!views) {
    views = new Map();
    madeViews.set(dataset, views);
  }
  const key = `${name}:${generation}`;
  let view = views.get(key);
  if (!view) {
    view = insightsToolView(name, dataset, generation);
    views.set(key, view);
  }
  return view;
}

/** The tool's view, or null when its country has no data (the tool then renders nothing, spec §2). */
export async function loadInsightsTool(
  c: Context<AppEnv>,
  name: InsightsToolName,
  data: unknown,
): Promise<InsightsToolView | null> {
  const place = toolPlace(data, c.var.site.country);
  if (!place.country) return null;
  const dataset = await readInsightsDataset(c, place.country);
  return dataset ? viewOf(name, dataset, place.generation) : null;
}
