import { Hono, type Context } from 'hono';

import type { AuthStatus } from '../../model/account';
import type { AppEnv } from '../env';
import { getHirerContext, getViewer, sessionToken } from '../upstreams/identity';

const unauthenticated: AuthStatus = { status: 'unauthenticated' };

/** Only the fields that are set: the answer carries no empty ids. */
const defined = (fields: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value)) as Record<string, string>;

/**
 * Whether the token belongs to a logged-in visitor: GetUser on candidate sites, getHeaderFooterContext on
 * employer sites (spec §4, §7). Any failure counts as logged out, logged as spec §8 says.
 */
export async function authStatus(c: Context<AppEnv>): Promise<AuthStatus> {
  const token = sessionToken(c);
  if (!token) return unauthenticated;
  try {
    if (c.get('site').audience === 'employer') {
      const context = await getHirerContext(c.env, token);
      if (!context?.user) return unauthenticated;
      return {
        status: 'authenticated',
        ...defined({
          userId: context.user.id,
          advertiserId: context.advertiser?.billingId,
          firstName: context.user.firstName,
        }),
      };
    }
    const viewer = await getViewer(c.env, token);
    if (!viewer) return unauthenticated;
    return {
      status: 'authenticated',
      ...defined({ loginId: viewer.id, firstName: viewer.personalDetails?.firstName }),
    };
  } catch (error) {
    console.error('Failed to get auth token', error instanceof Error ? error.message : error);
    return unauthenticated;
  }
}

/**
 * `GET /api/auth-status`: the visitor's authentication status, which every island that needs it shares
 * (ui/auth). Per visitor, so never cached: `private, no-store`.
 */
export const authStatusRoutes = new Hono<AppEnv>().get('/auth-status', async (c) => {
  const status = await authStatus(c);
  c.header('cache-control', 'private, no-store');
  return c.json(status);
});
