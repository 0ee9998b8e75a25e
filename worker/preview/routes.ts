import { Hono } from 'hono';

import type { AppEnv } from '../env';
import { sharedSecret } from '../secrets/shared-secrets';

import { clearPreviewCookie, writePreviewCookie } from './cookie';
import { sameSiteUrl } from './redirect';
import { sessionTokenFor } from './secret';

/**
 * Preview entry and exit (see README.md beside this file):
 * - `GET /preview/enter?secret=…&path=/…` checks the secret, sets the preview cookie and redirects to the
 *   same-site path with `?draft=1`;
 * - `GET /preview/exit?path=/…` clears the cookie and redirects to the path as published.
 */
export const previewRoutes = new Hono<AppEnv>()
  .use(async function noStore(c, next) {
    await next();
    // These answers set or clear a cookie: no cache may keep them, and the secret must not leak as Referer.
    c.header('cache-control', 'private, no-store');
    c.header('referrer-policy', 'no-referrer');
  })
  .get('/enter', async (c) => {
    const target = sameSiteUrl(c.req.url, c.req.query('path'));
    if (!target) return c.text('The path must be a path on this site, starting with one /.', 400);
    const signingSecret = await sharedSecret(c.env, 'PREVIEW_SIGNING_SECRET');
    if (!signingSecret) return c.text('Preview cannot be entered right now: its secret cannot be read.', 503);
    const token = await sessionTokenFor(signingSecret, c.req.query('secret'));
    if (!token) return c.text('Invalid or expired preview secret.', 401);
    writePreviewCookie(c, token);
    if (!target.searchParams.has('draft')) target.searchParams.set('draft', '1');
    return c.redirect(target.href, 302);
  })
  .get('/exit', (c) => {
    const target = sameSiteUrl(c.req.url, c.req.query('path')) ?? new URL('/', c.req.url);
    target.searchParams.delete('draft');
    clearPreviewCookie(c);
    return c.redirect(target.href, 302);
  });
