import type { MiddlewareHandler } from 'hono';

import type { AppEnv } from '../env';
import { constantTimeEqual } from '../preview/crypto';
import { sharedSecret } from '../secrets/shared-secrets';

/**
 * Lets through only requests with `Authorization: Bearer <ADMIN_PURGE_TOKEN>` (the operators' secret,
 * compared in constant time, DESIGN §8); 401 with a reason otherwise, and 503 when the token cannot be read
 * (secrets/shared-secrets.ts: nobody gets in then). Answers are never cached.
 */
export function adminToken(): MiddlewareHandler<AppEnv> {
  return async function adminTokenCheck(c, next) {
    c.header('cache-control', 'private, no-store');
    const presented = /^Bearer +(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!presented) {
      c.header('www-authenticate', 'Bearer');
      return c.json({ error: 'A bearer token is required.' }, 401);
    }
    const expected = await sharedSecret(c.env, 'ADMIN_PURGE_TOKEN');
    if (!expected) return c.json({ error: 'The admin token cannot be checked right now.' }, 503);
    if (!(await constantTimeEqual(presented, expected))) {
      c.header('www-authenticate', 'Bearer error="invalid_token"');
      return c.json({ error: 'The bearer token is not valid.' }, 401);
    }
    await next();
  };
}
