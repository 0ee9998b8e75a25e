export { AuthorPage } from './AuthorPage';
export { initialsOf } from './Avatar';
export type * from './types';
