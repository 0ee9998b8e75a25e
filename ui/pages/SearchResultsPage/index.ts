export { SearchResultsPage } from './SearchResultsPage';
export type { SearchResultsModel, SearchResultsPageProps, SearchState } from './types';
