/** Article loaders and view models (spec §2 article, category, author pages; §3 Article; §7). */
export { loadArticle, type LoadArticleOptions } from './load-article';
export {
  DEFAULT_LATEST_TOTAL,
  loadLatestArticlesByCategory,
  type LatestArticles,
  type LoadLatestArticlesOptions,
} from './load-latest';
export {
  loadArticlesByAuthorPage,
  loadArticlesByCategoryPage,
  type LoadAuthorPageOptions,
  type LoadCategoryPageOptions,
} from './load-pages';
export { DEFAULT_PAGE_SIZE, normalisePage } from './pagination';
export { readingTimeUnit } from '../../../model/article-card';
export type { JsonObject, JsonValue, TypedJsonObject } from '../../../model/json';
export type { RichTextContent, RichTextAst } from '../../../model/rich-text';
export type * from './types';
