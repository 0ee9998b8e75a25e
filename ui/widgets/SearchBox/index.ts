export { enhanceSearchBox as enhance } from './enhance';
export type { SearchBoxProps } from './SearchBox';
