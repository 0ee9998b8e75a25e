/** The investor provider's answers as the widgets show them (spec §3, §5, §9). */
import type { ListPosition } from '../../model/blocks/document-list';
import type { AnnouncementsView, DividendView, SharePriceView } from '../../model/blocks/investor-widget';
import { safeUrl } from '../../model/links';
import type { Dividends, Headlines, Quote } from '../upstreams/investor';

/** YYYYMMDD as YYYY-MM-DD. */
const isoDate = (date: string) => `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;

export function sharePriceView(quote: Quote): SharePriceView {
  const { lastprice, movementPercent, open, high, low, volume, exchange, symbol } = quote;
  return {
    date: isoDate(quote.date),
    lastPrice: lastprice,
    movementPercent,
    open,
    high,
    low,
    volume,
    exchange,
    symbol,
  };
}

const DIVIDEND_KINDS: Record<string, DividendView['kind']> = { I: 'interim', F: 'final', D: 'dividend' };
/** A payment the provider mislabels: always a plain dividend (spec §5). */
const FORCED_DIVIDEND_DATE = '20210524';

/** The dividends, newest payment first: I Interim, F Final, D Dividend, any other code unknown (spec §9). */
export function dividendViews({ dividends }: Dividends): DividendView[] {
  return dividends
    .map((dividend) => ({
      paymentDate: isoDate(dividend.PaymentDate),
      kind:
        dividend.PaymentDate === FORCED_DIVIDEND_DATE
          ? 'dividend'
          : (DIVIDEND_KINDS[dividend.DividendType.trim().toUpperCase()] ?? 'unknown'),
      amount: dividend.DividendAmount,
      franking: dividend.FrankingCredit,
    }))
    .sort((a, b) => b.paymentDate.localeCompare(a.paymentDate));
}

/**
 * A page of headlines, newest first (at most `limit`), with links to their documents on the provider's
 * host. `position` is the page and year shown; the years come from the provider's filter values.
 */
export function announcementsView(
  answer: Headlines,
  api: string,
  position: ListPosition,
  limit = Infinity,
): AnnouncementsView {
  const headlines = answer.headlines
    .map((headline) => ({
      id: headline.articleID,
      title: headline.HeadlineText,
      // The exchange's own calendar day, as released (the time zone is theirs).
      date: headline.date.slice(0, 10),
      pdfUrl: headline.pdfLink ? safeUrl(new URL(headline.pdfLink, api).href) : null,
    }))
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, limit);
  const years = [...new Set(answer.filterValues?.years ?? [])].sort((a, b) => b - a);
  return { headlines, totalPages: Math.max(1, answer.totalPages), years, position };
}
