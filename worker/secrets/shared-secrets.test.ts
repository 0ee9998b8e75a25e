import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApp } from '../app';
import { signHygraphWebhook } from '../cache/webhook-signature';
import { deleteStoredSecret, writeStoredSecret } from '../test/secrets-store';

import { forgetSharedSecrets, SECRET_KEEP_MS, sharedSecret } from './shared-secrets';

const app = createApp();
// The Worker secrets of .dev.vars, which the worker tests see beside the Secrets Store bindings.
const workerSecrets = env as unknown as Record<string, string>;

const purgeNothing = (token: string) =>
  app.request(
    'http://localhost:8787/admin/purge',
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: 'content:no-such-query-anywhere:' }),
    },
    env,
  );

afterEach(async () => {
  vi.restoreAllMocks();
  await writeStoredSecret('ADMIN_PURGE_TOKEN', workerSecrets.ADMIN_PURGE_TOKEN!);
  await writeStoredSecret('HYGRAPH_WEBHOOK_SECRET', workerSecrets.HYGRAPH_WEBHOOK_SECRET!);
  forgetSharedSecrets();
});

describe('shared secrets (spec §7, §8)', () => {
  it('are read from the Secrets Store binding, not the Worker secret of the same name', async () => {
    await writeStoredSecret('ADMIN_PURGE_TOKEN', 'token-kept-in-the-secrets-store');
    forgetSharedSecrets();
    expect((await purgeNothing('token-kept-in-the-secrets-store')).status).toBe(200);
    expect((await purgeNothing(workerSecrets.ADMIN_PURGE_TOKEN!)).status).toBe(401);
  });

  it('are read once per isolate and kept, then read again after SECRET_KEEP_MS', async () => {
    forgetSharedSecrets();
    const start = Date.now();
    expect(await sharedSecret(env, 'ADMIN_PURGE_TOKEN', start)).toBe(workerSecrets.ADMIN_PURGE_TOKEN);
    await writeStoredSecret('ADMIN_PURGE_TOKEN', 'rotated-admin-token');
    expect(await sharedSecret(env, 'ADMIN_PURGE_TOKEN', start + 1_000)).toBe(workerSecrets.ADMIN_PURGE_TOKEN);
    expect(await sharedSecret(env, 'ADMIN_PURGE_TOKEN', start + SECRET_KEEP_MS + 1)).toBe(
      'rotated-admin-token',
    );
  });

  it("a failed read logs 'Failed to get a secret token' and the webhook refuses (503, nothing queued)", async () => {
    await deleteStoredSecret('HYGRAPH_WEBHOOK_SECRET');
    forgetSharedSecrets();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = vi.spyOn(env.PURGE_QUEUE, 'send');
    const body = JSON.stringify({ operation: 'publish', data: { id: 'cksecretless1' } });
    const res = await app.request(
      'http://localhost:8787/webhooks/hygraph',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'gcms-signature': await signHygraphWebhook(workerSecrets.HYGRAPH_WEBHOOK_SECRET!, body),
        },
        body,
      },
      env,
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'The webhook secret cannot be read right now.' });
    expect(sent).not.toHaveBeenCalled();
    const lines = logged.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'Failed to get a secret token',
        secret: 'HYGRAPH_WEBHOOK_SECRET',
      }),
    );
  });

  it('fall back to the Worker secret where no Secrets Store binding is configured', async () => {
    expect(await sharedSecret({ ADMIN_PURGE_TOKEN: 'worker-secret' }, 'ADMIN_PURGE_TOKEN')).toBe(
      'worker-secret',
    );
    expect(await sharedSecret({ ADMIN_PURGE_TOKEN: '' }, 'ADMIN_PURGE_TOKEN')).toBeUndefined();
  });
});
