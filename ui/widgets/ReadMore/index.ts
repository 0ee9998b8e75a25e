export { ReadMore as default } from './ReadMore';
export type { ReadMoreProps } from './ReadMore';
