import type { Context } from 'hono';

import type { SearchBoxPlace } from '../../model/search';
import { blockValues } from '../blocks/block-values';
import type { AppEnv } from '../env';

import { searchBoxPlaceFor } from './scope';

/** The advice sections, whose landing pages are where readers look for articles. */
const ADVICE_SECTIONS: readonly string[] = ['career-advice', 'hiring-advice'];

/** A content page as this module reads it: its slug, its section and its blocks. */
interface PageShape {
  slug: string;
  section: { sectionName: string } | null;
  containers: readonly unknown[];
}

/** Whether `found` holds for a block item of the page or one inside it (an inline banner's custom component). */
function holds(value: unknown, found: (item: object) => boolean): boolean {
  if (Array.isArray(value)) return value.some((item) => holds(item, found));
  if (typeof value !== 'object' || value === null) return false;
  if (found(value)) return true;
  return blockValues(value).some((item) => holds(item, found));
}

/** The editors already placed a search box on the page: a custom component 'SearchBox'. */
const isSearchBox = (item: object) => (item as { component?: unknown }).component === 'SearchBox';

/** An investor page's own lists (spec §2 investor pages): share price, dividends, announcements, documents. */
const isInvestorList = (item: object) =>
  ['InvestorWidget', 'DocumentList'].includes(String((item as { __typename?: unknown }).__typename));

/**
 * The search box under a content page's title, or null for none. Readers expect it where articles are listed
 * and where a section has a search of its own: on the advice landing pages (the whole site's search), and on
 * every page of about, careers and life-at-{product} where the locale has section searches (en_AU and en_NZ,
 * spec §2). A page whose blocks already hold a search box gets no second one, and an investor page none: its
 * readers look for announcements and documents, which an article search does not find.
 */
export function contentPageSearchBox(c: Context<AppEnv>, page: PageShape): SearchBoxPlace | null {
  const sectionName = page.section?.sectionName;
  if (!sectionName) return null;
  const place = searchBoxPlaceFor(c, sectionName);
  const wanted =
    place.section !== null || (ADVICE_SECTIONS.includes(sectionName) && page.slug === sectionName);
  // The blocks are searched last, only on a page that would get the box: a page's blocks may carry large
  // data (the salary page's insights tables: ~400 rows).
  return wanted && !holds(page.containers, (item) => isSearchBox(item) || isInvestorList(item))
    ? place
    : null;
}
