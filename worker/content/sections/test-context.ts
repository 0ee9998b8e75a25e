/** Test helper: runs a loader inside a real request context (site, preview and cache middleware, real KV). */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono, type Context } from 'hono';

import { contentCacheMiddleware } from '../../cache/middleware';
import type { AppEnv } from '../../env';
import { siteMiddleware } from '../../middleware/site';
import { previewMiddleware } from '../../preview/middleware';

export interface Loaded<T> {
  /** What the loader answered, or undefined when it threw. */
  result: T | undefined;
  error: unknown;
  /** The response's x-content-cache: hit, miss, stale, error-stale or bypass. */
  cache: string | null;
}

export interface ContextOptions {
  /** Read drafts, as a request with a valid preview token and ?draft would. */
  preview?: boolean;
  /** Bindings to override, e.g. a content API that is down. */
  env?: Partial<Env>;
}

/**
 * Calls `load` with the context of a GET of `url` (e.g. http://candidate-th.localhost/th/x) and answers its
 * result or error and the cache status of its content reads.
 */
export async function withContext<T>(
  url: string,
  load: (c: Context<AppEnv>) => Promise<T>,
  options: ContextOptions = {},
): Promise<Loaded<T>> {
  const loaded: Loaded<T> = { result: undefined, error: undefined, cache: null };
  const app = new Hono<AppEnv>();
  app.use(siteMiddleware(), previewMiddleware(), contentCacheMiddleware());
  app.get('/*', async (c) => {
    if (options.preview) c.set('preview', true);
    try {
      loaded.result = await load(c);
    } catch (error) {
      loaded.error = error;
    }
    return c.body(null, 204);
  });
  const ctx = createExecutionContext();
  const response = await app.request(url, {}, { ...env, ...options.env }, ctx);
  await waitOnExecutionContext(ctx);
  loaded.cache = response.headers.get('x-content-cache');
  return loaded;
}
