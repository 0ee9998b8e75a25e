import { readDataLabQuery } from '../data-lab/query';
import { readIndustryQuery } from '../insights/industry-query';

import { readYearQuery } from './list-position';
import { readsAll, readsNothing, type QueryReader } from './query-reading';

/**
 * The query parameters each page route of spec §2's route table reads besides the frame's native-embed flag,
 * matched on the canonical path (language prefix and page number included), in the order the router tries the
 * routes (routes/pages.ts): the first match reads. Search results are not listed: the page cache never keeps
 * them (cache/page-middleware/page-policy.ts).
 *
 * The reader is the route's own (the Data Lab route and the content pages read their query through it), so a
 * page's address names exactly what its route reads. A route that reads less for a given page (a content page
 * without a list the year filters) names its address without it, and the page cache keeps no page under an
 * address other than the one its page names (page-policy.ts showsCanonicalPage).
 */
const LANGUAGE = String.raw`(?:/(?:th|id))?`;
const SEGMENT = String.raw`/[^/]+`;
const PAGE = String.raw`(?:/\d+)?`;
const route = (pattern: string) => new RegExp(`^${LANGUAGE}${pattern}$`);
const SALARY_INSIGHTS = route('/market-insights/salary-insights');

export const ROUTE_QUERIES: readonly { route: string; path: RegExp; read: QueryReader }[] = [
  { route: 'article', path: route(`${SEGMENT}(?:${SEGMENT})?/article${SEGMENT}`), read: readsNothing },
  {
    route: 'category',
    path: route(`${SEGMENT}(?:${SEGMENT})?/category${SEGMENT}${PAGE}`),
    read: readsNothing,
  },
  { route: 'author', path: route(`/author${SEGMENT}${PAGE}`), read: readsNothing },
  { route: 'preview list', path: route(`/page/(?:view|preview)${SEGMENT}`), read: readsNothing },
  { route: 'article preview', path: route(`/career-advice/article-preview${SEGMENT}`), read: readsNothing },
  { route: 'Data Lab', path: route('/[a-z]{2}/talent-attraction-lab/data-lab'), read: readDataLabQuery },
  { route: 'home', path: route('/?'), read: readsNothing },
  // The salary insights page: its tables' industry filter, then its lists' year (a content page).
  { route: 'salary insights', path: SALARY_INSIGHTS, read: readsAll(readIndustryQuery, readYearQuery) },
  // A content page's lists (spec §2 investor pages): their year filter.
  { route: 'content page', path: /^\//, read: readsAll(readYearQuery) },
];

/** Whether the page at a canonical path filters its salary and job-growth tables by the address's industry. */
export const readsIndustryFilter = (path: string) => SALARY_INSIGHTS.test(path);

/** The reader of the route that serves a canonical path. */
export function routeQueryReader(path: string): QueryReader {
  return ROUTE_QUERIES.find((entry) => entry.path.test(path))?.read ?? readsNothing;
}
