import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApp } from '../app';

const app = createApp();
// vitest.config.ts points the upstream bindings at the stand-ins of worker/test/global-setup.ts.
const bindings = env;

const status = async (host: string, headers: Record<string, string> = {}, envs = bindings) => {
  const res = await app.request(`http://${host}/api/auth-status`, { headers }, envs);
  return { res, body: await res.json() };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/auth-status', () => {
  it('is unauthenticated without a token, and never cached', async () => {
    const { res, body } = await status('candidate-au.localhost');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(body).toEqual({ status: 'unauthenticated' });
  });

  it('gives the login id on candidate sites (bearer header)', async () => {
    const { body } = await status('candidate-au.localhost', { authorization: 'Bearer t0ken' });
    expect(body).toEqual({ status: 'authenticated', loginId: 'candidate-100234', firstName: 'Alex' });
  });

  it('reads the token from the Authorization cookie too', async () => {
    const { body } = await status('candidate-th.localhost', { cookie: 'Authorization=Bearer%20t0ken' });
    expect(body).toEqual({ status: 'authenticated', loginId: 'candidate-100234', firstName: 'Alex' });
  });

  it('gives the user and advertiser ids on employer sites', async () => {
    const { body } = await status('employer-au.localhost', { authorization: 'Bearer t0ken' });
    expect(body).toEqual({
      status: 'authenticated',
      userId: 'hirer-user-58213',
      advertiserId: '38271645',
      firstName: 'Priya',
    });
  });

  it('counts an unreachable identity service as unauthenticated, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = { ...bindings, IDENTITY_API: 'http://127.0.0.1:9/graphql' };
    const { res, body } = await status('candidate-au.localhost', { authorization: 'Bearer t0ken' }, down);
    expect(res.status).toBe(200);
    expect(body).toEqual({ status: 'unauthenticated' });
    expect(log).toHaveBeenCalledWith('Failed to get auth token', expect.anything());
  });
});
