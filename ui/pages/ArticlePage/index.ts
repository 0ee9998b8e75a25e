export { ArticlePage, REPEAT_SHARE_AFTER_BLOCKS } from './ArticlePage';
export type { ArticlePageProps, Crumb } from './types';
