import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

import { PREVIEW_TOKEN_SECONDS } from './token';

/** The cookie that holds an editor's signed preview token. */
export const PREVIEW_COOKIE = 'preview_token';

// Browsers refuse Secure cookies over plain http except on localhost, where local runs are served.
function isSecure(c: Context): boolean {
  const url = new URL(c.req.url);
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  return !(url.protocol === 'http:' && local);
}

/** Reads the preview token cookie, if any. */
export function readPreviewCookie(c: Context): string | undefined {
  return getCookie(c, PREVIEW_COOKIE);
}

/** Stores the token for this host: HttpOnly, SameSite=Lax, Secure (except http://*.localhost), one hour. */
export function writePreviewCookie(c: Context, token: string): void {
  setCookie(c, PREVIEW_COOKIE, token, {
    path: '/',
    httpOnly: true,
    secure: isSecure(c),
    sameSite: 'Lax',
    maxAge: PREVIEW_TOKEN_SECONDS,
  });
}

/** Ends the preview session on this host. */
export function clearPreviewCookie(c: Context): void {
  deleteCookie(c, PREVIEW_COOKIE, { path: '/', httpOnly: true, secure: isSecure(c), sameSite: 'Lax' });
}
