import { Pagination as BraidPagination } from 'braid-design-system';

import { listPageHref } from '../../model/rules/list-pages';
import { useTranslations } from '../i18n';
import translations from '../i18n/listing.vocab';

export interface PaginationProps {
  /** The current, 1-based page. */
  page: number;
  pageCount: number;
  /** Page n links to `${basePath}/${n}`, e.g. /career-advice/category/career-development/2. */
  basePath: string;
  /** A query string every page link keeps (e.g. `year=2024`). */
  query?: string;
  /** The navigation's name, when a page has more than one list ('pagination' without one). */
  label?: string;
}

/**
 * Links to the pages of a list, labelled 'pagination' (spec §2). Nothing when everything fits on one page,
 * nor on a page beyond the last, which has no current page to mark. Braid keeps an invisible 'Previous' on the
 * first page and 'Next' on the last to hold the layout: they lead to the page itself, so no crawler follows them
 * to a page before the first or past the end.
 */
export function Pagination({ page, pageCount, basePath, query, label }: PaginationProps) {
  const { t } = useTranslations(translations);
  if (pageCount <= 1 || page < 1 || page > pageCount) return null;
  return (
    <BraidPagination
      page={page}
      total={pageCount}
      label={label ?? t('pagination')}
      pageLabel={(n) => t('Go to page {page}', { page: String(n) })}
      nextLabel={t('Next')}
      previousLabel={t('Previous')}
      linkProps={({ page: n }) => ({
        href: `${listPageHref(basePath, Math.min(n, pageCount))}${query ? `?${query}` : ''}`,
      })}
    />
  );
}
