export { DataLabFilters as default } from './DataLabFilters';
