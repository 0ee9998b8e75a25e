/**
 * The investor widgets' data (spec §2 "Investor pages", §7): read from the investor provider through the data
 * cache (fresh 60 s, the quote 15 s; stale-while-revalidate, stale-if-error), under the entry id `investor`
 * so an operator purges it with `{"entryIds":["investor"]}`. When the provider fails and no copy is kept, the
 * widget shows its no-data panel (spec §8) and the page is not stored as healthy ('unavailable').
 */
import type { Context } from 'hono';

import type { ListPosition } from '../../model/blocks/document-list';
import type { InvestorWidgetView } from '../../model/blocks/investor-widget';
import { readUpstreamData } from '../cache/read-content';
import type { AppEnv } from '../env';
import { isUpstreamFailure } from '../upstreams/fetch';
import { getDividends, getHeadlines, getQuote } from '../upstreams/investor';

import { announcementsView, dividendViews, sharePriceView } from './views';

/** The purge handle of every investor read. */
const INVESTOR_ENTRY_ID = 'investor';
/** The quote moves through the trading day: kept fresh for less than the rest. */
const QUOTE_FRESH_SECONDS = 15;
/** Headlines of the latest announcements widget (spec §9). */
const LATEST_ANNOUNCEMENTS = 5;

function read<T>(
  c: Context<AppEnv>,
  name: string,
  variables: Record<string, unknown>,
  fetch: () => Promise<T>,
  freshSeconds?: number,
) {
  return readUpstreamData(c, { name: `investor_${name}`, variables }, INVESTOR_ENTRY_ID, fetch, {
    freshSeconds,
  });
}

const headlines = (c: Context<AppEnv>, page: number, year: number) =>
  read(c, 'headlines', { page, year }, () => getHeadlines(c.env.INVESTOR_API, page, year));

/**
 * The announcements at `position`: an unknown year is all years. A page past the last (known from the year's
 * first page) is never read, so neither it nor its data is stored: it has no headlines, and its content page
 * answers 404 (routes/content-page-lists.ts).
 */
async function announcements(c: Context<AppEnv>, position: ListPosition) {
  const api = c.env.INVESTOR_API;
  const all = await headlines(c, 1, -1);
  const known = all.filterValues?.years ?? [];
  const year = known.includes(position.year) ? position.year : -1;
  const page = Math.max(1, position.page);
  const first = year === -1 ? all : await headlines(c, 1, year);
  const answer =
    page === 1
      ? first
      : page <= first.totalPages
        ? await headlines(c, page, year)
        : { ...first, headlines: [] };
  return announcementsView({ ...answer, filterValues: all.filterValues }, api, { ...position, page, year });
}

async function widgetData(c: Context<AppEnv>, item: InvestorWidgetView, position: ListPosition) {
  const api = c.env.INVESTOR_API;
  switch (item.variant) {
    case 'SharePrice':
      return { quote: sharePriceView(await read(c, 'quote', {}, () => getQuote(api), QUOTE_FRESH_SECONDS)) };
    case 'Dividends': {
      const dividends = dividendViews(await read(c, 'dividends', {}, () => getDividends(api)));
      return dividends.length ? { dividends } : null;
    }
    case 'LatestAnnouncements': {
      const first = await headlines(c, 1, -1);
      const view = announcementsView(first, api, { ...position, page: 1, year: -1 }, LATEST_ANNOUNCEMENTS);
      return view.headlines.length ? { announcements: view } : null;
    }
    case 'Announcements': {
      const view = await announcements(c, position);
      const beyondLast = view.position.page > view.totalPages;
      return view.headlines.length || beyondLast ? { announcements: view } : null;
    }
  }
}

/** The widget with its data, or marked unavailable when the provider has none to give (spec §8). */
export async function withInvestorData<W extends InvestorWidgetView>(
  c: Context<AppEnv>,
  item: W,
  position: ListPosition,
): Promise<W> {
  try {
    const data = await widgetData(c, item, position);
    if (data) return { ...item, ...data };
  } catch (error) {
    if (!isUpstreamFailure(error, 'Investor API')) throw error;
    console.warn(`investor ${item.variant}: ${error.message}`);
  }
  c.get('contentCache')?.record('unavailable');
  return { ...item, unavailable: true };
}
