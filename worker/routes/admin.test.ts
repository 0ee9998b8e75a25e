import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';
import { PURGE_ID_PATTERN } from '../cache/purge-progress';
import { storeEnvelope } from '../cache/store';
import { signHygraphWebhook } from '../cache/webhook-signature';
import { drainablePurgeQueue } from '../test/purge-queue';

import { MAX_PURGE_BODY_BYTES } from './admin';

const app = createApp();
const url = 'http://localhost:8787/admin/purge';
const kv = env.CONTENT_CACHE;
const auth = { authorization: `Bearer ${env.ADMIN_PURGE_TOKEN}`, 'content-type': 'application/json' };

const purge = (body: BodyInit | null, headers: Record<string, string> = auth) =>
  app.request(url, { method: 'POST', headers, body }, env);

async function seed(keys: Record<string, string[]>) {
  for (const [key, entryIds] of Object.entries(keys)) {
    const envelope = { data: key, storedAt: Date.now(), entryIds };
    await storeEnvelope({ kv, index: env.CACHE_INDEX }, key, envelope, undefined, 86_400);
  }
}

const stillThere = async (key: string) => (await kv.get(key)) !== null;

describe('POST /admin/purge', () => {
  it('refuses a missing or wrong token with 401 and a reason, purging nothing', async () => {
    await seed({ 'content:GetPages:{"slug":"auth"}': ['ckauth1'] });
    const body = JSON.stringify({ all: true });
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
      { authorization: 'Bearer wrong-token' },
      { authorization: `Bearer ${env.ADMIN_PURGE_TOKEN}x` },
    ];
    for (const headers of cases) {
      const res = await purge(body, headers);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await res.json()).toEqual({ error: expect.stringMatching(/bearer token/i) });
    }
    expect(await stillThere('content:GetPages:{"slug":"auth"}')).toBe(true);
  });

  it('refuses a body that is not one of the three requests with 400 and a reason', async () => {
    for (const body of [
      'not json',
      '{}',
      '{"entryIds":[]}',
      '{"entryIds":["a:b"]}',
      '{"prefix":""}',
      '{"all":false}',
      '{"all":true,"prefix":"x"}',
    ]) {
      const res = await purge(body);
      expect(res.status, body).toBe(400);
      expect(((await res.json()) as { error: string }).error).not.toBe('');
    }
  });

  it('refuses a body over the limit with 413, by its Content-Length and by the bytes read', async () => {
    const big = JSON.stringify({ entryIds: Array.from({ length: 8000 }, (_, i) => `ckentry${i}`) });
    expect(big.length).toBeGreaterThan(MAX_PURGE_BODY_BYTES);
    const declared = await purge(big, { ...auth, 'content-length': String(big.length) });
    expect(declared.status).toBe(413);
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
        controller.close();
      },
    });
    const streamed = await purge(stream);
    expect(streamed.status).toBe(413);
  });

  it('purges by entry id exactly the responses containing it, and says which', async () => {
    await seed({
      'content:GetArticles:{"slug":"one"}': ['ckadmin1', 'ckadmin2'],
      'content:GetArticles:{"slug":"two"}': ['ckadmin2'],
      'content:GetArticles:{"slug":"three"}': ['ckadmin3'],
    });
    const res = await purge(JSON.stringify({ entryIds: ['ckadmin1'] }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({
      id: expect.stringMatching(PURGE_ID_PATTERN),
      purged: ['content:GetArticles:{"slug":"one"}'],
      complete: true,
    });
    expect(await stillThere('content:GetArticles:{"slug":"one"}')).toBe(false);
    expect(await stillThere('content:GetArticles:{"slug":"two"}')).toBe(true);
    expect(await stillThere('content:GetArticles:{"slug":"three"}')).toBe(true);
  });

  it('purges by prefix, then everything', async () => {
    await seed({ 'content:GetAuthors:{"a":1}': ['ckp1'], 'content:GetBanner:{}': ['ckp2'] });
    const byPrefix = await purge(JSON.stringify({ prefix: 'content:GetAuthors:' }));
    expect(await byPrefix.json()).toEqual({
      id: expect.any(String),
      purged: ['content:GetAuthors:{"a":1}'],
      complete: true,
    });
    expect(await stillThere('content:GetBanner:{}')).toBe(true);
    const all = await purge(JSON.stringify({ all: true }));
    expect(((await all.json()) as { purged: string[] }).purged).toContain('content:GetBanner:{}');
    // Only the purge marks (they stop renders begun before the purge from storing) and progress records stay.
    const left = (await kv.list()).keys.filter((key) => !/^(purged|purge-progress):/.test(key.name));
    expect(left).toEqual([]);
  });
});

describe('GET /admin/purge/{id}', () => {
  const follow = (location: string, headers: Record<string, string> = auth) =>
    app.request(new URL(location, url).href, { headers }, queue.env);
  const queue = drainablePurgeQueue();

  it('says what a queued purge has done and has left, until it is complete', async () => {
    const keys = Array.from({ length: 20 }, (_, i) => `content:GetPages:{"slug":"followed-${i}"}`);
    await seed(Object.fromEntries(keys.map((key) => [key, ['ckfollowed1']])));
    // The webhook queues its purge whole: nothing is deleted before the queue's consumer runs.
    const body = JSON.stringify({ operation: 'unpublish', data: { id: 'ckfollowed1' } });
    const hook = await app.request(
      'http://localhost:8787/webhooks/hygraph',
      {
        method: 'POST',
        headers: { 'gcms-signature': await signHygraphWebhook(env.HYGRAPH_WEBHOOK_SECRET, body) },
        body,
      },
      queue.env,
    );
    expect(hook.status).toBe(202);
    const { purgeId } = (await hook.json()) as { purgeId: string };
    const location = `/admin/purge/${purgeId}`;

    const during = await follow(location);
    expect(during.status).toBe(200);
    expect(await during.json()).toMatchObject({
      id: purgeId,
      scope: { entryIds: ['ckfollowed1'] },
      complete: false,
      done: { keysDeleted: 0 },
      left: expect.stringContaining('ckfollowed1'),
    });

    expect(await queue.drain()).toBeGreaterThan(0);
    const after = (await (await follow(location)).json()) as Record<string, unknown>;
    expect(after).toMatchObject({ complete: true, done: { keysDeleted: keys.length } });
    expect(after.left).toBeUndefined();
    expect(after.completedAt).toEqual(expect.any(String));
    for (const key of keys) expect(await stillThere(key)).toBe(false);
  });

  it('answers 401 without the token, and 404 for an unknown id without echoing it', async () => {
    const started = await purge(JSON.stringify({ entryIds: ['ckfollowed3'] }));
    const location = started.headers.get('location') ?? '';
    const anonymous = await follow(location, {});
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('ckfollowed3');
    const unknown = await follow('/admin/purge/%3Czqx7%3E');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toMatch(/zqx7|</);
    expect((await follow(`/admin/purge/${crypto.randomUUID()}`)).status).toBe(404);
  });
});
