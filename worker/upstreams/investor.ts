/**
 * The investor data provider (spec §7 "Investor provider GET": the share price quote, the dividends and
 * the announcement headlines by year and page). Only a 200 answer is used; anything else, a timeout or an
 * unexpected shape is an UpstreamError.
 */
import * as v from 'valibot';

import { fetchUpstream, parseUpstream, readUpstreamJson } from './fetch';

/** A provider call gives up after this; the widget then shows its panel or a stale copy (spec §8). */
export const INVESTOR_TIMEOUT_MS = 4000;

const yyyymmdd = v.pipe(v.string(), v.regex(/^\d{8}$/));

const quoteSchema = v.object({
  date: yyyymmdd,
  lastprice: v.number(),
  movementPercent: v.number(),
  open: v.number(),
  high: v.number(),
  low: v.number(),
  volume: v.number(),
  exchange: v.string(),
  symbol: v.string(),
  currency: v.string(),
});

const dividendsSchema = v.object({
  dividends: v.array(
    v.object({
      PaymentDate: yyyymmdd,
      DividendType: v.string(),
      DividendAmount: v.number(),
      FrankingCredit: v.number(),
    }),
  ),
});

const headlinesSchema = v.object({
  totalPages: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pageNumber: v.pipe(v.number(), v.integer()),
  headlines: v.array(
    v.object({
      articleID: v.string(),
      HeadlineText: v.string(),
      date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/)),
      pdfLink: v.nullish(v.string()),
    }),
  ),
  filterValues: v.optional(v.object({ years: v.array(v.number()) })),
});

export type Quote = v.InferOutput<typeof quoteSchema>;
export type Dividends = v.InferOutput<typeof dividendsSchema>;
export type Headlines = v.InferOutput<typeof headlinesSchema>;

async function read<S extends v.GenericSchema>(
  api: string,
  path: string,
  schema: S,
): Promise<v.InferOutput<S>> {
  const response = await fetchUpstream('Investor API', new URL(path, api), {
    headers: { accept: 'application/json' },
    timeoutMs: INVESTOR_TIMEOUT_MS,
    accept: (status) => status === 200,
  });
  return parseUpstream('Investor API', schema, await readUpstreamJson('Investor API', response));
}

export const getQuote = (api: string) => read(api, '/v1/quote', quoteSchema);

export const getDividends = (api: string) => read(api, '/v1/dividends', dividendsSchema);

/** A page of headlines (1-based), of one year or of all (`year` -1). */
export function getHeadlines(api: string, page: number, year: number) {
  const query = new URLSearchParams({ pageNumber: String(page) });
  if (year > 0) query.set('year', String(year));
  return read(api, `/v1/headlines?${query}`, headlinesSchema);
}
