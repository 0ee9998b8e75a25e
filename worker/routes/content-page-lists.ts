import type { DocumentListView, ListPosition } from '../../model/blocks/document-list';
import type { InvestorWidgetView } from '../../model/blocks/investor-widget';
import { ALL_YEARS, inYear, pageCount, shownYear } from '../../ui/investor/documents';
import { blockValues } from '../blocks/block-values';

/** A paged list of a content page as its address asks for it (spec §2: `{path}/{page}?year={year}`). */
interface PagedList {
  /** The page asked for. */
  page: number;
  /** How many pages the list has for the year shown (at least 1). */
  pages: number;
  /** The year the list shows (-1: all years, or a list without a year filter). */
  year: number;
}

const isDocumentList = (value: object): value is DocumentListView =>
  'documents' in value && 'yearFilter' in value && 'position' in value;

const isAnnouncements = (value: object): value is InvestorWidgetView =>
  (value as Partial<InvestorWidgetView>).variant === 'Announcements' && 'announcements' in value;

// As DocumentList.tsx shows it.
function documentList(list: DocumentListView): PagedList {
  const asked = list.position ?? { path: '', page: 1, year: ALL_YEARS };
  const year = shownYear(list, asked.year);
  return { page: asked.page, pages: pageCount(inYear(list.documents, year).length, list.pageSize), year };
}

function pagedLists(value: unknown): PagedList[] {
  if (Array.isArray(value)) return value.flatMap(pagedLists);
  if (typeof value !== 'object' || value === null) return [];
  if (isDocumentList(value)) return [documentList(value)];
  if (isAnnouncements(value) && value.announcements) {
    const { position, totalPages } = value.announcements;
    return [{ page: position.page, pages: Math.max(1, totalPages), year: position.year }];
  }
  return pagedLists(blockValues(value));
}

/** Where a content page's address puts it, once its lists are read. */
export interface ContentPageListAddress {
  /** The page of its lists it shows (1 for a page without one). */
  page: number;
  /** The year its lists show (-1: none, or all years). */
  year: number;
  /** The address asks for a page past the last page of every list the page shows (of page 1 without one). */
  beyondLast: boolean;
}

/**
 * What the paged lists a content page shows (document lists, the announcements; spec §2 investor pages) make of
 * the position its address asks for: the page and year they show, named by the page's canonical link, and
 * whether the page is past the end (README "Pages": a 404, never stored). A page number on a page without a
 * list is past the end; a year on a page whose lists do not show it (none filters by year, or none has that
 * year) is not part of the page's address, which the page cache then does not keep (page-policy.ts).
 */
export function contentPageListAddress(containers: unknown, asked: ListPosition): ContentPageListAddress {
  const lists = pagedLists(containers);
  const last = Math.max(1, ...lists.map((list) => list.pages));
  const year = lists.find((list) => list.year !== ALL_YEARS)?.year ?? ALL_YEARS;
  return { page: asked.page, year, beyondLast: asked.page > last };
}

/** The query a content page's canonical link names: its year, when its lists show one. */
export const listQuery = ({ year }: ContentPageListAddress) => (year === ALL_YEARS ? '' : `?year=${year}`);
