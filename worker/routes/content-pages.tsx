import { Hono, type Context, type Next } from 'hono';

import { localizedPath } from '../../model/links';
import type { PageView } from '../../model/page/page-view';
import { loadPageParts, type PageQuery } from '../content/pages/load-page';
import type { AppEnv } from '../env';
import { HttpError } from '../errors';
import { parsePath } from '../site/path';

import { articlePreviewRedirect } from './article-preview';
import { contentPath } from './content-page-path';
import { contentPageData, contentPageHref, contentPageResponse } from './content-page-response';
import { policyRedirect } from './policy-links';

// The first query that finds a page (its parts, loadPageParts); a 404 moves on to the next, any other error
// propagates (500).
async function firstPage(c: Context<AppEnv>, queries: PageQuery[]): Promise<PageView | null> {
  for (const query of queries) {
    try {
      return await loadPageParts(c, query);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) throw error;
    }
  }
  return null;
}

// A page with no content at all is treated as missing (spec §8 "missing or empty page").
const isEmpty = (page: PageView) => !page.banner && !page.promotionalBanner && page.containers.length === 0;

/**
 * Any content path: the section pages, /page/{slug} and the /page index (spec §2 route table: a content page,
 * the home page's content under the home's canonical address). A trailing page number below 2000 is ignored (spec §2); the page found must live at the path asked
 * for (the link rules of worker/content/links.ts). A reserved word, a malformed path and a missing, empty or
 * misplaced page are not this route's: it passes them on, so a route mounted after the catch-all still answers,
 * and otherwise the app's 404 names the path, slug included (spec §8).
 */
async function contentPageRoute(c: Context<AppEnv>, next: Next): Promise<Response | void> {
  const parsed = parsePath(c.req.path, c.get('site'));
  const target = contentPath(parsed.segments);
  if (target.kind === 'not-found') return next();
  const parts = await firstPage(c, target.queries);
  if (!parts || isEmpty(parts)) return next();
  // The index is the home page, whose one address (its canonical) is the site's home.
  const index = target.kind === 'page-index' && !parts.section;
  if (!index && contentPageHref(c, parts) !== localizedPath(parsed.path, c.get('language'))) return next();
  const loaded = await contentPageData(c, parts);
  // Blocks left without data are dropped: a page may be empty only then.
  if (isEmpty(loaded.page)) return next();
  return contentPageResponse(c, loaded, index ? localizedPath('/', c.get('language')) : undefined);
}

/**
 * Content page routes of spec §2: page (index) and page/{slug}, the policy links, the article preview, then
 * {section}, {section}/{slug} and {parentSection}/{section}/{slug}. Mounted last: it holds the catch-all.
 */
export const contentPageRoutes = new Hono<AppEnv>()
  .get('/collection-notice', (c) => policyRedirect(c, 'collection-notice'))
  .get('/privacy', (c) => policyRedirect(c, 'privacy'))
  .get('/career-advice/article-preview/:id', (c) => articlePreviewRedirect(c, c.req.param('id')))
  .get('/page', contentPageRoute)
  .get('/page/*', contentPageRoute)
  .get('/:section', contentPageRoute)
  .get('/:section/*', contentPageRoute);
