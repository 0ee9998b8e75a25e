/** Article loaders (spec §2 article, category, author pages; §3 Article; §7); the views are model/article*.ts. */
export { loadArticle, type LoadArticleOptions } from './load-article';
export {
  DEFAULT_LATEST_TOTAL,
  loadLatestArticlesByCategory,
  type LoadLatestArticlesOptions,
} from './load-latest';
export { loadArticlesByCategoryPage, type LoadCategoryPageOptions } from './load-pages';
