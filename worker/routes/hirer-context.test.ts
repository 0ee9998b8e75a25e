import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApp } from '../app';

const app = createApp();

const get = async (url: string, headers: Record<string, string> = {}, bindings: object = env) => {
  const res = await app.request(url, { headers }, bindings);
  return { res, body: (await res.json()) as Record<string, unknown> };
};
const employer = 'http://employer-au.localhost:8787/api/hirer-context';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/hirer-context', () => {
  it('gives the signed-in hirer, advertiser, switch accounts and customer-service view, never cached', async () => {
    const { res, body } = await get(employer, { cookie: 'Authorization=t0ken' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(body).toEqual({
      status: 'authenticated',
      account: {
        firstName: 'Priya',
        name: 'Priya Sharma',
        email: 'priya.sharma@harbourlogistics.example.com',
        advertiser: {
          name: 'Harbour Logistics Pty Ltd',
          billingId: '38271645',
          isAgency: false,
          isActivationPending: false,
          showOnCreditHoldMessage: false,
          switchAccountsHref: '/account/select',
          permissionOptions: expect.objectContaining({
            canCreateJobs: true,
            canViewInsightsRoleReport: true,
            canViewPremiumTalentSearch: false,
            canClaimCompanyProfile: false,
          }),
        },
        customerService: {
          operatorEmail: 'cs.operator@example.com',
          toggleHref: '/oauth/cs-toggle',
          isCsView: false,
        },
      },
    });
  });

  it('carries the account messages of the session', async () => {
    const hold = await get(employer, { authorization: 'Bearer hirer-credit-hold' });
    expect(hold.body).toMatchObject({ account: { advertiser: { showOnCreditHoldMessage: true } } });
    const pending = await get(employer, { authorization: 'Bearer hirer-activation-pending' });
    expect(pending.body).toMatchObject({ account: { advertiser: { isActivationPending: true } } });
    const single = await get(employer, { authorization: 'Bearer hirer-single-account' });
    expect(single.body).toMatchObject({
      account: { advertiser: { switchAccountsHref: null }, customerService: null },
    });
  });

  it('is unauthenticated without a session or with an expired one', async () => {
    expect((await get(employer)).body).toEqual({ status: 'unauthenticated' });
    expect((await get(employer, { cookie: 'Authorization=expired' })).body).toEqual({
      status: 'unauthenticated',
    });
  });

  it('answers 404 with the reason on candidate sites', async () => {
    const { res, body } = await get('http://candidate-au.localhost:8787/api/hirer-context');
    expect(res.status).toBe(404);
    expect(body).toEqual({ error: 'The hirer context exists only on employer sites.' });
  });

  it('answers signed out, and logs, when the identity service fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = { ...env, HIRER_CONTEXT_API: 'http://127.0.0.1:9/hirer/graphql' };
    const { res, body } = await get(employer, { cookie: 'Authorization=t0ken' }, down);
    expect(res.status).toBe(200);
    expect(body).toEqual({ status: 'unauthenticated' });
    expect(log).toHaveBeenCalledWith('Failed to get auth token', expect.anything());
  });
});

describe('the development fake session (DEV_FAKE_SESSION)', () => {
  const fake = { ...env, ENVIRONMENT: 'development', DEV_FAKE_SESSION: 'true' };

  it('signs in a reader without a token when on', async () => {
    expect((await get(employer, {}, fake)).body).toMatchObject({
      status: 'authenticated',
      account: { firstName: 'Priya' },
    });
    expect((await get('http://candidate-au.localhost:8787/api/auth-status', {}, fake)).body).toEqual({
      status: 'authenticated',
      loginId: 'candidate-100234',
      firstName: 'Alex',
    });
  });

  it('is off by default and outside development', async () => {
    expect(env.DEV_FAKE_SESSION).toBe('false');
    expect((await get(employer)).body).toEqual({ status: 'unauthenticated' });
    const production = { ...fake, ENVIRONMENT: 'production' };
    expect((await get(employer, {}, production)).body).toEqual({ status: 'unauthenticated' });
  });
});
