import type { DocumentListView, DocumentView } from '../../model/blocks/document-list';

/** The year filter's value for every year (spec §5: -1 = All). */
export const ALL_YEARS = -1;

/** The years the documents are dated in, newest first. */
export function yearsOf(documents: readonly DocumentView[]): number[] {
  const years = new Set(documents.flatMap((d) => (d.date ? [Number(d.date.slice(0, 4))] : [])));
  return [...years].filter(Number.isInteger).sort((a, b) => b - a);
}

/** The year a document list shows for `asked`: that year when it filters by year and has documents of it. */
export function shownYear({ documents, yearFilter }: DocumentListView, asked: number): number {
  return yearFilter && yearsOf(documents).includes(asked) ? asked : ALL_YEARS;
}

/** The documents of a year (all for -1). */
export function inYear(documents: readonly DocumentView[], year: number): DocumentView[] {
  if (year === ALL_YEARS) return [...documents];
  return documents.filter((d) => d.date?.startsWith(`${year}-`));
}

/** The page count of `total` items: pages only when there are more than `size` (spec §9). */
export function pageCount(total: number, size: number | null): number {
  return size && total > size ? Math.ceil(total / size) : 1;
}

/** Page `page` (1-based) of the items. */
export function pageOf<T>(items: readonly T[], page: number, size: number | null): T[] {
  if (!size || items.length <= size) return [...items];
  return items.slice((page - 1) * size, page * size);
}
