import type { Context, MiddlewareHandler } from 'hono';

import type { AppEnv } from '../../env';
import { sharedSecret } from '../../secrets/shared-secrets';
import { readPreviewCookie } from '../cookie';
import { previewHeaders } from '../headers';
import { verifyPreviewToken } from '../token';

/** The CMS stage a request may read. */
export type ContentStage = 'DRAFT' | 'PUBLISHED';

// `?draft` (any value but 0/false, e.g. the draft id the preview list links carry) asks for draft content.
function draftRequested(c: Context): boolean {
  const draft = c.req.query('draft');
  return draft !== undefined && draft !== '0' && draft !== 'false';
}

/**
 * Decides once per request whether it may preview (`c.get('previewAllowed')`: a valid, unexpired preview token
 * cookie) and whether it shows drafts (`c.get('preview')`: allowed and `?draft` asked for). A draft flag
 * without a valid token is ignored. Every preview response leaves with the headers of `previewHeaders()`,
 * whatever the route set, so draft content is never stored by a shared cache.
 */
export function previewMiddleware(): MiddlewareHandler<AppEnv> {
  return async function preview(c, next) {
    const token = readPreviewCookie(c);
    const secret = token ? await sharedSecret(c.env, 'PREVIEW_SIGNING_SECRET') : undefined;
    const allowed = secret ? Boolean(await verifyPreviewToken(secret, token)) : false;
    c.set('previewAllowed', allowed);
    c.set('preview', allowed && draftRequested(c));
    await next();
    if (c.get('preview')) {
      for (const [name, value] of Object.entries(previewHeaders())) c.header(name, value);
    }
  };
}

/** Whether this request proved it may preview (valid preview token), whatever it asked for. */
export function previewAllowed(c: Context<AppEnv>): boolean {
  return c.get('previewAllowed') === true;
}

/** The stage loaders must read: DRAFT only for a request in preview, else PUBLISHED. */
export function contentStage(c: Context<AppEnv>): ContentStage {
  return c.get('preview') === true ? 'DRAFT' : 'PUBLISHED';
}
