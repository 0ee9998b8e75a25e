import type { Context, MiddlewareHandler } from 'hono';

import type { AppEnv } from '../../env';

import { securityHeaders } from './policy';

// Preview responses, which the CMS's side panel frames (spec §4 preview): the preview routes, and pages showing
// drafts to a request with a valid preview token. Public pages, even to an editor, stay framed by this site only.
const isPreviewResponse = (c: Context<AppEnv>) =>
  c.get('preview') === true || c.req.path === '/preview' || c.req.path.startsWith('/preview/');

/**
 * Sets the security headers of policy.ts on every response the Worker gives (pages, page-cache hits, APIs,
 * errors and redirects): `nosniff` everywhere, the CSP on HTML, framing by this site only except for preview
 * responses, which the CMS may frame. A header a route set itself is kept (the preview entry's stricter
 * `no-referrer`, say).
 */
export function securityHeadersMiddleware(): MiddlewareHandler<AppEnv> {
  return async function securityHeadersOnResponse(c, next) {
    await next();
    const html = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
    const framing = isPreviewResponse(c) ? 'cms' : 'self';
    const headers = Object.entries(securityHeaders(c.env, html, framing)).filter(
      ([name]) => !c.res.headers.has(name),
    );
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
