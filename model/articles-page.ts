/**
 * One page of a list of articles (category and author pages; spec §5 page normalisation, §9 page size):
 * the schema of an articles connection, the page view and its mapper, and the paging rules.
 */
import * as v from 'valibot';

import {
  articleCardSchema,
  isListedArticle,
  LIST_LOOKAHEAD,
  toArticleCard,
  type ArticleCard,
} from './article-card';
import type { Language } from './locale';

/** Articles per page on category and author pages (spec §9). */
export const DEFAULT_PAGE_SIZE = 12;

// GraphQL's Int is 32-bit: a page far beyond the last still asks for a valid (empty) window.
const MAX_SKIP = 2 ** 31 - 1;

/**
 * Whether a list route's trailing segment can be a page number: absent, or anything but a number of 2000 or
 * more (spec §2: "a trailing number below 2000 is a page number"), so `/…/2000` is not a page of the list.
 */
export function isListPageSegment(segment: string | undefined): boolean {
  return segment === undefined || !/^\d+(\.\d*)?$/.test(segment.trim()) || Number(segment) < 2000;
}

/** A page number from a route (spec §5): a non-number or anything below 1 is 1; fractions are truncated. */
export function normalisePage(input: unknown): number {
  const value = typeof input === 'string' && input.trim() !== '' ? Number(input) : input;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 1;
  const page = Math.trunc(value);
  return page < 1 ? 1 : page;
}

/** Checks a page size chosen by the code (never by a request): a whole number from 1 to 100. */
export function checkPageSize(pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
    throw new RangeError(`A page size must be a whole number from 1 to 100, got ${pageSize}`);
  }
  return pageSize;
}

/** The `first` and `skip` of a 1-based page. */
export function pageWindow(page: number, pageSize: number): { first: number; skip: number } {
  return { first: pageSize, skip: Math.min((page - 1) * pageSize, MAX_SKIP) };
}

/** Hygraph answers at most 100 entries in one query. */
const MAX_FIRST = 100;

/**
 * What a page of a list reads (spec §5): every article up to the end of the page and LIST_LOOKAHEAD more,
 * from the first, so that the articles a list leaves out after reading them (empty content, placeholders,
 * missing translations; the CMS cannot filter on rich text) shift the pages as if they did not exist and every
 * page but the last stays full. Pages deeper than one query can reach read their own window (`pageWindow`);
 * there an article left out only shortens its page.
 */
export function listWindow(page: number, pageSize: number): { first: number; skip: number } {
  const end = page * pageSize + LIST_LOOKAHEAD;
  return end <= MAX_FIRST ? { first: end, skip: 0 } : pageWindow(page, pageSize);
}

/** How many pages `total` items fill. */
export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** Whether `page` lies past the last page of a list of `pages` pages: a list always has page 1, empty or not. */
export function isBeyondLastPage(page: number, pages: number): boolean {
  return page > Math.max(1, pages);
}

/** A page of an articles connection (GetArticlesByCategoryPagination, GetArticlesByAuthorPagination). */
export const articlesConnectionSchema = v.object({
  aggregate: v.object({ count: v.number() }),
  edges: v.array(v.object({ node: articleCardSchema })),
});

export type ArticlesConnectionData = v.InferOutput<typeof articlesConnectionSchema>;

/** GetArticlesByCategoryPagination, GetArticlesByAuthorPagination. */
export const articlesPaginationSchema = v.object({ articlesConnection: articlesConnectionSchema });

/** One page of a list of articles. */
export interface ArticlesPage {
  items: ArticleCard[];
  /** Every matching article, on all pages. */
  total: number;
  /** The normalised, 1-based page number. */
  page: number;
  pageSize: number;
  /** ceil(total / pageSize); 0 when there are no articles. */
  pageCount: number;
}

/** The articles of a connection's list, without the ones it read and a list leaves out (spec §5). */
function listedTotal(connection: ArticlesConnectionData): number {
  const read = connection.edges.map((edge) => edge.node);
  return connection.aggregate.count - (read.length - read.filter(isListedArticle).length);
}

/** Whether a connection read for page `page` shows a page of its list, not one past the last (spec §2). */
export function isListPage(connection: ArticlesConnectionData, page: number, pageSize: number): boolean {
  return !isBeyondLastPage(page, pageCount(listedTotal(connection), pageSize));
}

/**
 * The page of a list of articles read with `window` (listWindow): its cards without the articles a list leaves
 * out, the total without the ones found, and the page count.
 */
export function toArticlesPage(
  connection: ArticlesConnectionData,
  window: { first: number; skip: number },
  page: number,
  pageSize: number,
  language: Language,
): ArticlesPage {
  const read = connection.edges.map((edge) => edge.node);
  const listed = read.filter(isListedArticle);
  const total = listedTotal(connection);
  const start = window.skip === 0 ? (page - 1) * pageSize : 0;
  const items = listed.slice(start, start + pageSize).map((article) => toArticleCard(article, language));
  return { items, total, page, pageSize, pageCount: pageCount(total, pageSize) };
}
