import { Hono } from 'hono';

import { hirerAccountView, type HirerContextAnswer } from '../../model/account';
import type { AppEnv } from '../env';
import { getHirerContext, sessionToken } from '../upstreams/identity';

/**
 * `GET /api/hirer-context`: the signed-in hirer's name, advertiser and account messages for the employer
 * header's account island (spec §3, §7 getHeaderFooterContext), so pages stay in the shared page cache. Per
 * visitor: `private, no-store`. Candidate sites have no hirer context (404 with the reason); a failing identity
 * service is logged and answered as signed out, as spec §8 says for auth.
 */
export const hirerContextRoutes = new Hono<AppEnv>().get('/hirer-context', async (c) => {
  c.header('cache-control', 'private, no-store');
  if (c.get('site').audience !== 'employer')
    return c.json({ error: 'The hirer context exists only on employer sites.' }, 404);
  const token = sessionToken(c);
  let answer: HirerContextAnswer = { status: 'unauthenticated' };
  if (token) {
    try {
      const context = await getHirerContext(c.env, token);
      if (context) answer = { status: 'authenticated', account: hirerAccountView(context) };
    } catch (error) {
      console.error('Failed to get auth token', error instanceof Error ? error.message : error);
    }
  }
  return c.json(answer);
});
