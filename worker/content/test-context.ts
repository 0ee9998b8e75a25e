/** Test helpers: run a loader inside a real request context (site, preview and cache middleware, real KV). */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono, type Context } from 'hono';

import { contentCacheMiddleware } from '../cache/middleware';
import type { AppEnv } from '../env';
import { siteMiddleware } from '../middleware/site';
import { PREVIEW_COOKIE } from '../preview/cookie';
import { previewMiddleware } from '../preview/middleware';
import { signPreviewToken } from '../preview/token';

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
  /** Request headers, e.g. the preview cookie. */
  headers?: Record<string, string>;
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
  const response = await app.request(url, { headers: options.headers }, { ...env, ...options.env }, ctx);
  await waitOnExecutionContext(ctx);
  loaded.cache = response.headers.get('x-content-cache');
  return loaded;
}

/** Loads and returns the value, failing the test with the loader's error if it threw. */
export async function load<T>(url: string, loader: (c: Context<AppEnv>) => Promise<T>): Promise<T> {
  const { result, error } = await withContext(url, loader);
  if (error !== undefined) throw error;
  return result as T;
}

/** The cookie of a request allowed to preview drafts. */
export async function previewCookie(): Promise<Record<string, string>> {
  const token = await signPreviewToken(env.PREVIEW_SIGNING_SECRET, {
    exp: Math.floor(Date.now() / 1000) + 60,
  });
  return { cookie: `${PREVIEW_COOKIE}=${token}` };
}

/** True when a value is plain JSON: serialising and parsing it gives it back unchanged. */
export function isJsonSerialisable(value: unknown): boolean {
  return JSON.stringify(JSON.parse(JSON.stringify(value))) === JSON.stringify(value) && deepJson(value);
}

function deepJson(value: unknown): boolean {
  if (value === null || ['string', 'boolean'].includes(typeof value)) return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(deepJson);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value as object).every(deepJson);
  }
  return false;
}
