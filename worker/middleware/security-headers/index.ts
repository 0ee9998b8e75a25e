import type { MiddlewareHandler } from 'hono';

import type { AppEnv } from '../../env';

import { securityHeaders } from './policy';

/**
 * Sets the security headers of policy.ts on every response the Worker gives (pages, page-cache hits, APIs,
 * errors and redirects): `nosniff` everywhere, the CSP on HTML. A header a route set itself is kept (the preview
 * entry's stricter `no-referrer`, say).
 */
export function securityHeadersMiddleware(): MiddlewareHandler<AppEnv> {
  return async function securityHeadersOnResponse(c, next) {
    await next();
    const html = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
    const headers = Object.entries(securityHeaders(c.env, html)).filter(([name]) => !c.res.headers.has(name));
    try {
      for (const [name, value] of headers) c.res.headers.set(name, value);
    } catch {
      // Immutable headers (a response passed through as fetched): copy it first.
      const copy = new Response(c.res.body, c.res);
      for (const [name, value] of headers) copy.headers.set(name, value);
      c.res = undefined;
      c.res = copy;
    }
  };
}
