/**
 * The insights tools placed as custom components of a page (spec §2 blocks) and as custom article embeds
 * (spec §2 "Custom article embeds by title"): each gets its figures before the page renders.
 */
import type { Context } from 'hono';

import type { ArticleView } from '../../model/article';
import type { CustomComponentView } from '../../model/blocks/custom-component';
import { insightsComponents, insightsEmbeds } from '../../model/insights/tools';
import type { JsonObject, JsonValue } from '../../model/json';
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

/** The embed's figures on the reference as `insights` (null: the embed shows nothing). */
async function embedWithData(c: Context<AppEnv>, reference: JsonObject): Promise<JsonObject> {
  const name = reference.__typename === 'CustomContent' ? insightsEmbeds[String(reference.title)] : undefined;
  if (!name) return reference;
  const insights = await loadInsightsTool(c, name, reference.data);
  return { ...reference, insights: insights as unknown as JsonValue };
}

/** The article with the figures of every insights embed in its body. */
export async function withInsightsEmbeds(c: Context<AppEnv>, article: ArticleView): Promise<ArticleView> {
  const references = article.content.references;
  if (!references.some((r) => r.__typename === 'CustomContent')) return article;
  const filled = await Promise.all(references.map((reference) => embedWithData(c, reference)));
  return { ...article, content: { ...article.content, references: filled } };
}
