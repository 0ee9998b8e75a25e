/** Components shared by the listing pages (category, author, search): plain props, no data fetching. */
export { ArticleCard, type ArticleCardProps } from './ArticleCard';
export { ArticleListItem, type ArticleListItemProps } from './ArticleListItem';
export { ArticleMetaLine, type ArticleMetaLineProps } from './ArticleMetaLine';
export { Breadcrumbs, type Crumb } from './Breadcrumbs';
export { Pagination, type PaginationProps } from './Pagination';
export type { ArticleCardModel } from './types';
