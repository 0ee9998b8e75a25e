// The page cache steps aside only for a request with a valid preview token (worker/preview/token.ts): any
// other cookie gets the stored page. Without `?draft` such a request still shows the published content,
// read through the data cache, so it measures a render of the page a reader gets.
import { createHmac } from 'node:crypto';

/** A `preview_token` cookie signed with the site's PREVIEW_SIGNING_SECRET, valid for `seconds`. */
export function previewCookie(secret, seconds = 3 * 60 * 60) {
  if (!secret) throw new Error('previewCookie: PREVIEW_SIGNING_SECRET is not set');
  const exp = Math.floor(Date.now() / 1000) + seconds;
  const payload = Buffer.from(JSON.stringify({ exp })).toString('base64url');
  const signature = createHmac('sha256', secret).update(`preview-token.v1.${payload}`).digest('base64url');
  return `preview_token=${payload}.${signature}`;
}
