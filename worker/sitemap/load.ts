import type { Context } from 'hono';

import { runQuery } from '../content/context';
import { GetSitemapEntries } from '../content/documents/sitemap';
import type { AppEnv } from '../env';

import { sitemapEntriesSchema, type SitemapEntries } from './schema';

/** Entries of each type read per query. */
export const SITEMAP_READ_SIZE = 500;
/** At most this many reads per sitemap (100 × 500 entries of each type), so one request stays bounded. */
const MAX_READS = 100;

/**
 * Every published article, page, category and author of the request's site, read SITEMAP_READ_SIZE at a time
 * until each list runs short. Each read goes through the content cache (runQuery): kept in KV with the ids of
 * the entries it lists, so purging any of them, the webhook or `{"all":true}` refreshes the sitemap.
 */
export async function loadSitemapEntries(c: Context<AppEnv>): Promise<SitemapEntries> {
  const site = c.get('site').name.replaceAll('-', '_');
  const all: SitemapEntries = { articles: [], pages: [], categories: [], authors: [] };
  for (let read = 0; read < MAX_READS; read += 1) {
    const data = await runQuery(c, {
      name: 'GetSitemapEntries',
      document: GetSitemapEntries,
      variables: { site, first: SITEMAP_READ_SIZE, skip: read * SITEMAP_READ_SIZE },
      schema: sitemapEntriesSchema,
    });
    all.articles.push(...data.articles);
    all.pages.push(...data.pages);
    all.categories.push(...data.categories);
    all.authors.push(...data.authors);
    const lists = [data.articles, data.pages, data.categories, data.authors];
    if (lists.every((list) => list.length < SITEMAP_READ_SIZE)) break;
  }
  return all;
}
