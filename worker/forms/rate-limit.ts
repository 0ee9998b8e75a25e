import type { Context } from 'hono';

import type { AppEnv } from '../env';

/** Who is sending: Cloudflare's client address (wrangler dev sets it too); one shared key when unknown. */
const clientOf = (c: Context<AppEnv>) => c.req.header('cf-connecting-ip') ?? 'unknown';

/**
 * Whether this client may send form `slug` now (the FORM_RATE_LIMIT binding: 5 a minute per client and form of a site,
 * wrangler.toml). A limiter that cannot answer lets the reader through: losing a lead is worse than one
 * submission too many, and the forms are checked again downstream.
 */
export async function withinFormRateLimit(c: Context<AppEnv>, slug: string): Promise<boolean> {
  try {
    const { success } = await c.env.FORM_RATE_LIMIT.limit({
      key: `${clientOf(c)}:${c.get('site').name}:${slug}`,
    });
    return success;
  } catch (error) {
    console.error('Form rate limit unavailable', error instanceof Error ? error.message : error);
    return true;
  }
}
