export { SearchBox as default } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
