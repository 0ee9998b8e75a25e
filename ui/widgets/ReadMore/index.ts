export { enhanceReadMore as enhance } from './enhance';
export type { ReadMoreProps } from './ReadMore';
