export { CategoryPage } from './CategoryPage';
export type * from './types';
