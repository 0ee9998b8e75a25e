export { DataLabFilters as default } from './DataLabFilters';
export type { DataLabFiltersProps } from './DataLabFilters';
