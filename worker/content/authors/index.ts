/** Author loaders and view models (spec §2 author page, §3 Author, §7 queries). */
export { loadAuthorWithArticles, type LoadAuthorOptions } from './load-author';
export { loadAuthors } from './load-authors';
export { splitDescription } from './author';
export type * from './types';
