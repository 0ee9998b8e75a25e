import { Hono } from 'hono';

import { edgeCacheMiddleware } from './cache/edge-headers';
import { contentCacheMiddleware } from './cache/middleware';
import { pageCacheMiddleware } from './cache/page-middleware';
import { earlyPageHit } from './cache/page-middleware/early-hit';
import type { AppEnv } from './env';
import { formAdminRoutes } from './forms/outbox/admin-routes';
import { formAnswerMiddleware } from './forms/page-answer';
import { formRoutes } from './forms/routes';
import { pageRenderer } from './middleware/page-renderer';
import { securityHeadersMiddleware } from './middleware/security-headers';
import { siteMiddleware } from './middleware/site';
import { observeRequests } from './observability';
import { previewMiddleware } from './preview/middleware';
import { previewRoutes } from './preview/routes';
import { renderError, renderNotFound } from './render/errors';
import { adminRoutes } from './routes/admin';
import { authStatusRoutes } from './routes/auth-status';
import { hirerContextRoutes } from './routes/hirer-context';
import { pageRoutes } from './routes/pages';
import { searchApiRoutes } from './routes/search-api';
import { videoInfoRoutes } from './routes/video-info';
import { webhookRoutes } from './routes/webhooks';
import { parsePath } from './site/path';
import type { Language } from './site/sites';
import { sitemapRoutes } from './sitemap/routes';
import { readerDeadline } from './upstreams/reader-budget';

/** Routes served under each language prefix: '' (English), '/th' and '/id' (spec §2). */
function languageRoutes(language: Language) {
  const routes = new Hono<AppEnv>({ strict: false });
  if (language !== 'en') {
    routes.use(async (c, next) => {
      // '/th' on a site without Thai is an ordinary path, not a language prefix.
      if (c.get('language') !== language) return renderNotFound(c, parsePath(c.req.path, c.get('site')).path);
      await next();
    });
  }
  routes.route('/', pageRoutes());
  return routes;
}

/** The application: middleware order, routes, error and not-found handling. Tests import this. */
export function createApp() {
  const app = new Hono<AppEnv>({ strict: false });
  const appFetch = app.fetch;
  app.use(async (c, next) => {
    c.set('deadline', readerDeadline());
    await next();
  });
  app.use(securityHeadersMiddleware());
  app.use(siteMiddleware());
  app.use(previewMiddleware());
  // Before what only a render needs, so a hit answers at once; it reads the content cache's tracker (set
  // below) after the render. A stale page re-renders through the app.
  app.use(pageCacheMiddleware({ render: (request, env, ctx) => appFetch(request, env, ctx) }));
  // Inside the page cache: a stored page keeps the edge headers it was rendered with.
  app.use(edgeCacheMiddleware());
  app.use(contentCacheMiddleware());
  app.use(pageRenderer());
  // A form sent without script (a POST to its page), taken before the page renders its answer.
  app.use(formAnswerMiddleware());
  app.route('/admin', adminRoutes);
  app.route('/admin/forms', formAdminRoutes);
  app.route('/api', authStatusRoutes);
  app.route('/api', hirerContextRoutes);
  app.route('/api', videoInfoRoutes);
  app.route('/api', formRoutes);
  app.route('/api', searchApiRoutes);
  app.route('/webhooks', webhookRoutes);
  app.route('/', sitemapRoutes);
  app.route('/preview', previewRoutes);
  app.route('/th', languageRoutes('th'));
  app.route('/id', languageRoutes('id'));
  app.route('/', languageRoutes('en'));
  app.notFound((c) => renderNotFound(c, parsePath(c.req.path, c.get('site')).path));
  app.onError((error, c) => renderError(c, error));
  // A page this isolate holds fresh is answered before any middleware runs, exactly as they would answer it.
  // Every request, early hits too, in its own context: a request id on its response and log lines, and
  // Server-Timing on HTML (observability/).
  app.fetch = observeRequests(
    async (request, env, ctx) => (await earlyPageHit(request, env)) ?? appFetch(request, env, ctx),
  );
  return app;
}
