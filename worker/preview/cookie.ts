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

/**
 * Whether the request is a frame navigation from another site (the CMS's side panel), by the browser's fetch
 * metadata. A cookie set there must be `SameSite=None` to come back in the frame, `Secure` as None requires,
 * and `Partitioned` (CHIPS), so the browser keeps it for this site inside the CMS only and sends it even where
 * third-party cookies are blocked (Hygraph's live-preview documentation calls for SameSite=None in Studio).
 */
export function framedByAnotherSite(c: Context): boolean {
  const dest = c.req.header('sec-fetch-dest');
  return (dest === 'iframe' || dest === 'frame') && c.req.header('sec-fetch-site') === 'cross-site';
}

// Lax for this site's own tabs; None, Secure and Partitioned inside another site's frame.
function cookieOptions(c: Context) {
  if (framedByAnotherSite(c))
    return { path: '/', httpOnly: true, secure: true, sameSite: 'None', partitioned: true } as const;
  return { path: '/', httpOnly: true, secure: isSecure(c), sameSite: 'Lax' } as const;
}

/** Reads the preview token cookie, if any. */
export function readPreviewCookie(c: Context): string | undefined {
  return getCookie(c, PREVIEW_COOKIE);
}

/**
 * Stores the token for this host, one hour, HttpOnly: SameSite=Lax and Secure (except http://*.localhost) in
 * this site's own tabs; SameSite=None, Secure and Partitioned in another site's frame (framedByAnotherSite).
 */
export function writePreviewCookie(c: Context, token: string): void {
  setCookie(c, PREVIEW_COOKIE, token, { ...cookieOptions(c), maxAge: PREVIEW_TOKEN_SECONDS });
}

/** Ends the preview session on this host (in the frame it was entered in: its partition). */
export function clearPreviewCookie(c: Context): void {
  deleteCookie(c, PREVIEW_COOKIE, cookieOptions(c));
}
