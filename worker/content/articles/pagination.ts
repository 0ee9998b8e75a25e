/** Articles per page on category and author pages (spec §9). */
export const DEFAULT_PAGE_SIZE = 12;

// GraphQL's Int is 32-bit: a page far beyond the last still asks for a valid (empty) window.
const MAX_SKIP = 2 ** 31 - 1;

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

/** How many pages `total` items fill. */
export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
