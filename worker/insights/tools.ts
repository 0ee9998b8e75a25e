/**
 * An insights tool's view for a page or article (spec §2 "Other screens", custom article embeds): the dataset
 * of the tool's country (worker/insights/datasets.ts) mapped by the content model's views.
 */
import type { Context } from 'hono';

import { insightsToolView, toolPlace, type InsightsToolName } from '../../model/insights/tools';
import type { InsightsToolView } from '../../model/insights/views';
import type { AppEnv } from '../env';

import { readInsightsDataset } from './datasets';

/** The tool's view, or null when its country has no data (the tool then renders nothing, spec §2). */
export async function loadInsightsTool(
  c: Context<AppEnv>,
  name: InsightsToolName,
  data: unknown,
): Promise<InsightsToolView | null> {
  const place = toolPlace(data, c.var.site.country);
  if (!place.country) return null;
  const dataset = await readInsightsDataset(c, place.country);
  return dataset ? insightsToolView(name, dataset, place.generation) : null;
}
