export { ContentPage } from './ContentPage';
export type * from './types';
