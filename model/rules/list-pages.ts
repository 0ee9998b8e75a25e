/** Where the pages of a list live (spec §2, §5: 1-based page numbers), for the pagination links and the worker. */

/** The href of page `n` of a list at `basePath`: `${basePath}/${n}`, never below 1. */
export const listPageHref = (basePath: string, page: number): string =>
  `${basePath.replace(/\/+$/, '')}/${Math.max(1, page)}`;
