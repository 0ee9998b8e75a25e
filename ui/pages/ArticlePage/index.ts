export { ArticlePage, REPEAT_SHARE_AFTER_BLOCKS } from './ArticlePage';
export type { ArticleModel, ArticlePageProps, Crumb } from './types';
