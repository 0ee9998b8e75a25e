import type { Context } from 'hono';

import type { ListPosition } from '../../model/blocks/document-list';
import { localizedPath } from '../../model/links';
import type { AppEnv } from '../env';

import { parsePath } from './path';
import type { QueryReader } from './query-reading';

/** The query parameter of a list's year filter (spec §2 investor pages). */
export const YEAR_PARAM = 'year';

/** Years a list of documents can be filtered by (spec §2 investor pages): anything else is not a real page. */
export const MIN_YEAR = 1990;
export const MAX_YEAR = 2099;

// A year as an editor or a reader types it: digits, perhaps with a fraction (truncated).
const YEAR = /^\s*\d{1,6}(\.\d*)?\s*$/;

/** The year of `?year=`: numeric (as an integer), else -1 = all (spec §5). */
export function parseYear(raw: string | null | undefined): number {
  if (raw === undefined || raw === null || !YEAR.test(raw)) return -1;
  const year = Math.trunc(Number(raw));
  return year > 0 ? year : -1;
}

/**
 * The year filter as a content page reads it (spec §5): its first value, as an integer; none for all years. A
 * year outside MIN_YEAR…MAX_YEAR is answered, never stored. Whether the page shows a list the year filters is
 * known once it is read: a page without one names its address without the year (routes/content-page-list.ts).
 */
export const readYearQuery: QueryReader = (query) => {
  const year = parseYear(query.get(YEAR_PARAM));
  if (year === -1) return { params: [], storable: true };
  return { params: [[YEAR_PARAM, String(year)]], storable: year >= MIN_YEAR && year <= MAX_YEAR };
};

/**
 * Where the request asks a paged list on its content page to be: `{path}/{page}?year={year}` (spec §2
 * investor pages), the page from the trailing numeric segment (1 without one, spec §5).
 */
export function listPosition(c: Context<AppEnv>): ListPosition {
  const parsed = parsePath(c.req.path, c.get('site'));
  return {
    path: localizedPath(parsed.path, c.get('language')),
    page: parsed.pageNumber ?? 1,
    year: parseYear(c.req.query(YEAR_PARAM)),
  };
}
