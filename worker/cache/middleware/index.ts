import type { MiddlewareHandler } from 'hono';

import type { AppEnv } from '../../env';
import { createCacheTracker } from '../tracker';

/** The response header naming how cached the content of a response was (main README, "Content, cache"). */
export const CONTENT_CACHE_HEADER = 'x-content-cache';

/**
 * Gives each request a tracker in `c.get('contentCache')`; after the handler, a response whose content reads
 * were recorded carries `x-content-cache: hit | stale | miss | error-stale | bypass`, the weakest of them.
 */
export function contentCacheMiddleware(): MiddlewareHandler<AppEnv> {
  return async function contentCache(c, next) {
    const tracker = createCacheTracker();
    c.set('contentCache', tracker);
    await next();
    const status = tracker.weakest();
    if (status) c.header(CONTENT_CACHE_HEADER, status);
  };
}
