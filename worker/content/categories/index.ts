/** Category loaders (spec §2 category page, §3 Category, §7 queries); the views are model/category*.ts. */
export { loadCategory } from './load-category';
export { loadCategoriesWithLatestArticles } from './load-categories-with-latest';
