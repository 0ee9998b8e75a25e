import type { MiddlewareHandler } from 'hono';

import type { AppEnv } from '../../env';
import { createMonitoring } from '../../monitoring';
import { parsePath } from '../../site/path';
import { siteForHost, siteLocale } from '../../site/sites';

/**
 * Resolves the site from the Host header and the language from the path prefix, and collapses
 * empty path segments with a permanent redirect so every page has one address (spec §2).
 */
export function siteMiddleware(): MiddlewareHandler<AppEnv> {
  return async function site(c, next) {
    const url = new URL(c.req.url);
    if (url.pathname.includes('//')) {
      url.pathname = url.pathname.replace(/\/{2,}/g, '/');
      return c.redirect(url.toString(), 301);
    }
    const site = siteForHost(c.req.header('host') ?? url.host, c.env.DEFAULT_HOST);
    const { language } = parsePath(url.pathname, site);
    // The prefix is read case-insensitively but routed in lower case: /TH/… has one address, /th/….
    if (language !== 'en' && url.pathname.split('/')[1] !== language) {
      url.pathname = url.pathname.replace(/^\/[^/]*/, `/${language}`);
      return c.redirect(url.toString(), 301);
    }
    c.set('site', site);
    c.set('language', language);
    c.set('locale', siteLocale(site, language));
    c.set('monitoring', createMonitoring(c));
    await next();
  };
}
