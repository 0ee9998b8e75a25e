/** Category loaders and view models (spec §2 category page, §3 Category, §7 queries). */
export { loadCategory } from './load-category';
export {
  loadCategoriesWithLatestArticles,
  type LoadCategoriesWithLatestOptions,
} from './load-categories-with-latest';
export type * from './types';
