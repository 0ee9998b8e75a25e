/** Article loaders (spec §2 article, category, author pages; §3 Article; §7); the views are model/article*.ts. */
export { loadArticle } from './load-article';
export { loadLatestArticles, loadLatestArticlesByCategory } from './load-latest';
export { loadArticlesByCategoryPage } from './load-pages';
