import type { Context } from 'hono';

import type { ListPosition } from '../../model/blocks/document-list';
import type { PageView } from '../../model/page/page-view';
import type { AppEnv } from '../env';
import { listPosition } from '../site/list-position';

/** What a page tells its blocks: its title and address (for the share bar), its section, its list position. */
export interface PageContext {
  title: string;
  /** The page's path on this site, language prefix included. */
  path: string;
  /** The page's section (where a search box on it searches), or null. */
  sectionName: string | null;
  /** The page and year its address asks of a paged list (investor pages). */
  position: ListPosition;
}

/** The context of `page` at the request's address. */
export function pageContext(c: Context<AppEnv>, page: PageView): PageContext {
  return {
    title: page.title,
    path: new URL(c.req.url).pathname,
    sectionName: page.section?.sectionName ?? null,
    position: listPosition(c),
  };
}
