/**
 * The insights datasets (spec §3 salary, hiring trends, happiness), one KV entry per country in the DATASETS
 * namespace, `insights-au` and `insights-nz` (kv-seed/datasets/README.md; an operator replaces one with
 * `wrangler kv bulk put`). Each is checked with valibot when read and kept in the isolate for a minute, so a
 * page render costs no KV read; `forgetInsightsDatasets` drops the isolate's copies (the admin purge calls it).
 * A page showing a dataset records its entry id (the key), so purging `insights-au` also removes those pages.
 */
import type { Context } from 'hono';
import * as v from 'valibot';

import {
  insightsDatasetSchema,
  type InsightsCountry,
  type InsightsDataset,
} from '../../model/insights/dataset';
import { readOnly } from '../../model/read-only';
import type { AppEnv } from '../env';

/** How long an isolate keeps a dataset before reading KV again. */
const ISOLATE_SECONDS = 60;

interface Held {
  data: InsightsDataset | null;
  storedAt: number;
}

const held = new Map<InsightsCountry, Held>();

/** The KV key (and purge entry id) of a country's dataset. */
export const insightsDatasetKey = (country: InsightsCountry) => `insights-${country}`;

async function readKv(kv: KVNamespace, country: InsightsCountry): Promise<InsightsDataset | null> {
  const raw = await kv.get(insightsDatasetKey(country), 'json');
  if (raw === null) return null;
  const parsed = v.safeParse(insightsDatasetSchema, raw);
  // Read-only: every render of the isolate shares it, and the views made of it (tools.ts).
  if (parsed.success && parsed.output.country === country) return readOnly(parsed.output);
  // A broken dataset shows as no data (the widgets render nothing), never as a failed page.
  console.error(`${insightsDatasetKey(country)}: dataset does not match its schema`);
  return null;
}

/** The country's dataset, or null when there is none (the widgets then render nothing, spec §2). */
export async function readInsightsDataset(
  c: Context<AppEnv>,
  country: InsightsCountry,
): Promise<InsightsDataset | null> {
  let entry = held.get(country);
  if (!entry || Date.now() - entry.storedAt > ISOLATE_SECONDS * 1000) {
    entry = { data: await readKv(c.env.DATASETS, country), storedAt: Date.now() };
    held.set(country, entry);
  }
  c.get('contentCache')?.record('hit', { entryIds: [insightsDatasetKey(country)], storedAt: entry.storedAt });
  return entry.data;
}

/** Drops the isolate's copies of the datasets a purge names (entry ids `insights-<country>`), or all. */
export function forgetInsightsDatasets(entryIds: readonly string[] | 'all'): void {
  for (const country of [...held.keys()]) {
    if (entryIds === 'all' || entryIds.includes(insightsDatasetKey(country))) held.delete(country);
  }
}
