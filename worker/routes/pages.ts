import { Hono } from 'hono';

import type { AppEnv } from '../env';

import { articleRoutes } from './articles';
import { authorRoutes } from './authors';
import { categoryRoutes } from './categories';
import { contentPageRoutes } from './content-pages';
import { dataLabRoutes } from './data-lab';
import { homeRoutes } from './home';
import { previewListRoutes } from './preview-lists';
import { searchRoutes } from './search';

/**
 * The page routes of spec §2's route table, served under each language prefix. Order matters: the
 * more specific patterns (article, category, author, search, preview lists) come before the
 * content pages' catch-all.
 */
export function pageRoutes() {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.route('/', articleRoutes);
  routes.route('/', categoryRoutes);
  routes.route('/', authorRoutes);
  routes.route('/', searchRoutes);
  routes.route('/', previewListRoutes);
  routes.route('/', dataLabRoutes);
  routes.route('/', homeRoutes);
  routes.route('/', contentPageRoutes);
  return answeringFormPosts(routes);
}

/**
 * The same routes, each GET route answering POST too: a CMS form sent without script posts to its own page,
 * which shows the answer (worker/forms/page-answer.ts takes the form first and lets no other post through).
 */
function answeringFormPosts(routes: Hono<AppEnv>): Hono<AppEnv> {
  const both = new Hono<AppEnv>({ strict: false });
  for (const { method, path, handler } of routes.routes) {
    both.on(method === 'GET' ? ['GET', 'POST'] : [method], path, handler);
  }
  return both;
}
