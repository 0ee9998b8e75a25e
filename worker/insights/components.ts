/**
 * The insights tools placed as custom components of a page (spec §2 blocks) and as custom article embeds
 * (spec §2 "Custom article embeds by title"): each gets its figures before the page renders. The block data
 * (worker/blocks/) calls these by component name and embed title.
 */
import type { Context } from 'hono';

import { articleEmbeds, type InsightsEmbedReference } from '../../model/article-embeds';
import type { CustomComponentView } from '../../model/blocks/custom-component';
import { insightsComponents } from '../../model/insights/tools';
import type { AppEnv } from '../env';

import { loadInsightsTool } from './tools';

/** A custom component that is an insights tool, with its figures; null when its country has none. */
export async function withInsightsTool(
  c: Context<AppEnv>,
  item: CustomComponentView,
): Promise<CustomComponentView | null> {
  const name = insightsComponents[item.component];
  if (!name) return item;
  const insights = await loadInsightsTool(c, name, item.options);
  return insights ? { ...item, insights } : null;
}

/** An insights embed with its figures (null: its country has none, and the embed shows nothing). */
export async function withInsightsEmbed(
  c: Context<AppEnv>,
  embed: InsightsEmbedReference,
): Promise<InsightsEmbedReference> {
  return { ...embed, insights: await loadInsightsTool(c, articleEmbeds[embed.embed], embed.options) };
}
