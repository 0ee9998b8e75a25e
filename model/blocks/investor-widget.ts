/**
 * InvestorWidget (spec §2 "Investor pages"): the share price, the dividends or the stock-exchange
 * announcements, by the option an editor picks. The figures come from the investor data provider
 * (spec §7), read after the page's items (worker/investor/).
 */
import * as v from 'valibot';

import { blockType } from './block-type';
import type { ListPosition } from './document-list';

export type InvestorVariant = 'SharePrice' | 'Dividends' | 'LatestAnnouncements' | 'Announcements';

// The CMS option names, either spelling of ASX (spec §2), compared without case.
const variants: Record<string, InvestorVariant> = {
  shareprice: 'SharePrice',
  dividends: 'Dividends',
  latestasxannouncements: 'LatestAnnouncements',
  asxannouncements: 'Announcements',
};

/** A quote (spec §3 share price); `date` is YYYY-MM-DD. */
export interface SharePriceView {
  date: string;
  lastPrice: number;
  movementPercent: number;
  open: number;
  high: number;
  low: number;
  volume: number;
  exchange: string;
  symbol: string;
}

/** A dividend (spec §3, §9 codes); `paymentDate` is YYYY-MM-DD. */
export interface DividendView {
  paymentDate: string;
  kind: 'interim' | 'final' | 'dividend' | 'unknown';
  amount: number;
  /** Percent franked. */
  franking: number;
}

/** A page of announcement headlines, newest first, and the years the filter offers (newest first). */
export interface AnnouncementsView {
  headlines: { id: string; title: string; date: string; pdfUrl: string | null }[];
  totalPages: number;
  years: number[];
  /** The page asked for (past totalPages: a page past the end, answered 404) and the year shown (-1 = all). */
  position: ListPosition;
}

export interface InvestorWidgetView {
  id: string;
  variant: InvestorVariant;
  /** The provider's data for the variant, once read; `unavailable` when it had none (spec §8 panel). */
  quote?: SharePriceView;
  dividends?: DividendView[];
  announcements?: AnnouncementsView;
  unavailable?: boolean;
}

export const investorWidget = blockType({
  typename: 'InvestorWidget',
  fields: /* GraphQL */ `
      option`,
  entries: { option: v.nullish(v.string()) },
  view: (item): InvestorWidgetView | null => {
    const variant = variants[(item.option ?? '').toLowerCase()];
    return variant ? { id: item.id, variant } : null;
  },
});
