/** DocumentList (spec §2 investor pages): documents with an optional year filter and pagination. */
import * as v from 'valibot';

import { safeUrl } from '../links';

import { blockType } from './block-type';

const text = v.nullish(v.string());

const documentListEntries = {
  icon: text,
  groupName: text,
  usePagination: v.nullish(v.boolean()),
  maxPageSize: v.nullish(v.number()),
  documentFilterOption: text,
  documents: v.array(
    v.object({
      id: v.string(),
      title: text,
      date: v.nullish(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/))),
      type: text,
      externalUrl: text,
      itemIcon: text,
    }),
  ),
};

/** Documents per page when the CMS gives none, and the most a list holds (spec §9). */
export const DOCUMENT_PAGE_SIZE = 20;
export const MAX_DOCUMENTS = 500;

export interface DocumentView {
  id: string;
  title: string;
  /** YYYY-MM-DD or null. */
  date: string | null;
  type: string | null;
  url: string | null;
}

/** Where a paged list on a content page is: `{path}/{page}?year={year}` (spec §2 investor pages, §5). */
export interface ListPosition {
  /** The page's address without a page number, language prefix included. */
  path: string;
  /** 1-based, from the address; past the list's last page, its content page answers 404. */
  page: number;
  /** The year asked for; -1 = all. */
  year: number;
}

export interface DocumentListView {
  id: string;
  groupName: string | null;
  /** Documents per page, or null when the list does not paginate. */
  pageSize: number | null;
  yearFilter: boolean;
  documents: DocumentView[];
  /** The page and year the address asks for, once the page is read (worker/content/pages). */
  position?: ListPosition;
}

export const documentList = blockType({
  typename: 'DocumentList',
  fields: /* GraphQL */ `
      icon
      groupName
      usePagination
      maxPageSize
      documentFilterOption
      documents {
        id
        title
        date
        type
        externalUrl
        itemIcon
      }`,
  entries: documentListEntries,
  view: (item): DocumentListView => {
    const documents = item.documents.slice(0, MAX_DOCUMENTS).flatMap((doc) => {
      const title = doc.title?.trim();
      if (!title) return [];
      const date = doc.date?.slice(0, 10) ?? null;
      return [{ id: doc.id, title, date, type: doc.type ?? null, url: safeUrl(doc.externalUrl) }];
    });
    const size = item.maxPageSize && item.maxPageSize > 0 ? Math.floor(item.maxPageSize) : DOCUMENT_PAGE_SIZE;
    return {
      id: item.id,
      groupName: item.groupName ?? null,
      pageSize: item.usePagination ? size : null,
      yearFilter: (item.documentFilterOption ?? '').toLowerCase() === 'year',
      documents,
    };
  },
});
