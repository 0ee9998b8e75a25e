/** Test helper: runs a loader inside a request of a tiny app with the site, preview and cache middlewares. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono, type Context } from 'hono';

import { contentCacheMiddleware } from '../../cache/middleware';
import type { AppEnv } from '../../env';
import { siteMiddleware } from '../../middleware/site';
import { PREVIEW_COOKIE } from '../../preview/cookie';
import { previewMiddleware } from '../../preview/middleware';
import { signPreviewToken } from '../../preview/token';

export interface LoaderRun<T> {
  value: T | undefined;
  error: unknown;
  /** The response's x-content-cache header. */
  cache: string | null;
}

/** Loads with `loader` in a request for `url` (e.g. http://candidate-th.localhost/th/x). */
export async function runLoader<T>(
  url: string,
  loader: (c: Context<AppEnv>) => Promise<T>,
  headers: Record<string, string> = {},
): Promise<LoaderRun<T>> {
  const run: LoaderRun<T> = { value: undefined, error: undefined, cache: null };
  const app = new Hono<AppEnv>();
  app.use(siteMiddleware(), previewMiddleware(), contentCacheMiddleware());
  app.get('/*', async (c) => {
    try {
      run.value = await loader(c);
    } catch (error) {
      run.error = error;
    }
    return c.text('done');
  });
  const ctx = createExecutionContext();
  const response = await app.request(url, { headers }, env, ctx);
  await waitOnExecutionContext(ctx);
  run.cache = response.headers.get('x-content-cache');
  return run;
}

/** Loads and returns the value, failing the test with the loader's error if it threw. */
export async function load<T>(url: string, loader: (c: Context<AppEnv>) => Promise<T>): Promise<T> {
  const run = await runLoader(url, loader);
  if (run.error !== undefined) throw run.error;
  return run.value as T;
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
