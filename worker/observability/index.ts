import { PAGE_CACHE_HEADER } from '../cache/page-middleware';

import { runAsRequest } from './request-context';

type Fetch<E, C> = (request: Request, env: E, ctx: C) => Promise<Response>;

/** The response header that names the request in the logs. */
export const REQUEST_ID_HEADER = 'x-request-id';

// Headers of a response passed through as fetched (the assets binding, say) cannot be changed: copy it first.
function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}

/**
 * Serves each request in its own context (request-context.ts): every log line it writes carries its request
 * id, every response says it in `x-request-id`, and HTML responses say where their time went in
 * `Server-Timing` (page cache, data cache, CMS, render, total; server-timing.ts).
 */
export function observeRequests<E, C>(fetch: Fetch<E, C>): Fetch<E, C> {
  return (request, env, ctx) =>
    runAsRequest(request, async ({ requestId, timing }) => {
      const response = await fetch(request, env, ctx);
      const headers: Record<string, string> = { [REQUEST_ID_HEADER]: requestId };
      if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
        const pageCache = response.headers.get(PAGE_CACHE_HEADER);
        if (pageCache) timing.describe('page-cache', pageCache);
        headers['server-timing'] = timing.header();
      }
      return withHeaders(response, headers);
    });
}
