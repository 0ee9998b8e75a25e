/** Author loaders (spec §2 author page, §3 Author, §7 queries); the author view is model/author.ts. */
export { loadAuthorWithArticles } from './load-author';
