import type { Context } from 'hono';

import type { ListPosition } from '../../model/blocks/document-list';
import { localizedPath } from '../../model/links';
import type { AppEnv } from '../env';

import { parsePath } from './path';

// A year as an editor or a reader types it: digits, perhaps with a fraction (truncated).
const YEAR = /^\s*\d{1,6}(\.\d*)?\s*$/;

/** The year of `?year=`: numeric (as an integer), else -1 = all (spec §5). */
export function parseYear(raw: string | undefined): number {
  if (raw === undefined || !YEAR.test(raw)) return -1;
  const year = Math.trunc(Number(raw));
  return year > 0 ? year : -1;
}

/**
 * Where the request asks a paged list on its content page to be: `{path}/{page}?year={year}` (spec §2
 * investor pages), the page from the trailing numeric segment (1 without one, spec §5).
 */
export function listPosition(c: Context<AppEnv>): ListPosition {
  const parsed = parsePath(c.req.path, c.get('site'));
  return {
    path: localizedPath(parsed.path, c.get('language')),
    page: parsed.pageNumber ?? 1,
    year: parseYear(c.req.query('year')),
  };
}
