import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';
import { storeEnvelope } from '../cache/store';
import { signHygraphWebhook, verifyHygraphSignature } from '../cache/webhook-signature';
import { drainablePurgeQueue } from '../test/purge-queue';

import { MAX_WEBHOOK_ENTRY_IDS } from './webhooks';

const app = createApp();
const queue = drainablePurgeQueue();
const url = 'http://localhost:8787/webhooks/hygraph';
const kv = env.CONTENT_CACHE;
const secret = env.HYGRAPH_WEBHOOK_SECRET;

const send = (body: string, signature?: string) =>
  app.request(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'gcms-signature': signature } : {}) },
      body,
    },
    queue.env,
  );

async function seed(keys: Record<string, string[]>) {
  for (const [key, entryIds] of Object.entries(keys)) {
    const envelope = { data: key, storedAt: Date.now(), entryIds };
    await storeEnvelope({ kv, index: env.CACHE_INDEX }, key, envelope, undefined, 86_400);
  }
}

const stillThere = async (key: string) => (await kv.get(key)) !== null;

const published = (id: string, localizations: { id?: string; locale: string }[] = []) =>
  JSON.stringify({
    operation: 'publish',
    data: { __typename: 'Article', id, stage: 'PUBLISHED', title: 'Pay & <conditions>', localizations },
  });

describe('Hygraph webhook signatures', () => {
  it('match the published utility (@hygraph/utils) on a known answer', async () => {
    // Produced by @hygraph/utils generateWebhookSignature's algorithm with this secret, body and time.
    const raw =
      '{"operation":"publish","data":{"id":"ckarticle00000000000000001","title":"Pay & <conditions>"}}';
    const header = 'sign=tb0GI+mckt3JfqHTc+Je91QPP/YW0ZJ8t0W+A+mlRdo=, env=master, t=1631270481036';
    const key = 'rCNwyiloY3oJYYkxgpBXaleIiUv5MYlx';
    expect(await verifyHygraphSignature(key, raw, header, 1631270481036)).toBe(true);
    expect(await signHygraphWebhook(key, raw, 1631270481036)).toBe(header);
    expect(await verifyHygraphSignature(key, raw, header, 1631270481036 + 5 * 60 * 1000 + 1)).toBe(false);
    expect(await verifyHygraphSignature(key, `${raw} `, header, 1631270481036)).toBe(false);
  });
});

describe('POST /webhooks/hygraph', () => {
  it('purges the published entry and its localizations when the signature is valid', async () => {
    await seed({
      'content:getArticles:{"slug":"hook"}': ['ckhook1'],
      'content:getArticles:{"slug":"hook-th"}': ['ckhook1th'],
      'content:getArticles:{"slug":"other"}': ['ckhook2'],
    });
    const body = published('ckhook1', [{ id: 'ckhook1th', locale: 'th_TH' }, { locale: 'en' }]);
    const res = await send(body, await signHygraphWebhook(secret, body));
    // Answered once the purge is queued; the queue's consumer then deletes.
    expect(res.status).toBe(202);
    const answer = (await res.json()) as { queued: boolean; entryIds: string[] };
    expect(answer).toEqual({
      operation: 'publish',
      entryIds: ['ckhook1', 'ckhook1th'],
      queued: true,
      purgeId: expect.any(String),
    });
    expect(await queue.drain()).toBeGreaterThan(0);
    expect(await stillThere('content:getArticles:{"slug":"hook"}')).toBe(false);
    expect(await stillThere('content:getArticles:{"slug":"hook-th"}')).toBe(false);
    expect(await stillThere('content:getArticles:{"slug":"other"}')).toBe(true);
  });

  it('refuses a wrong, missing, old or re-used-on-another-body signature with 401, purging nothing', async () => {
    await seed({ 'content:getArticles:{"slug":"guarded"}': ['ckguard1'] });
    const body = published('ckguard1');
    const signatures = [
      undefined,
      'nonsense',
      await signHygraphWebhook('another secret', body),
      await signHygraphWebhook(secret, body, Date.now() - 10 * 60 * 1000),
      await signHygraphWebhook(secret, published('ckguard2')),
      // A timestamp beyond the allowed skew into the future, and another Hygraph environment.
      await signHygraphWebhook(secret, body, Date.now() + 2 * 60 * 1000),
      await signHygraphWebhook(secret, body, Date.now(), 'staging'),
    ];
    for (const signature of signatures) {
      const res = await send(body, signature);
      expect(res.status, signature).toBe(401);
      expect(((await res.json()) as { error: string }).error).toMatch(/gcms-signature/);
    }
    await queue.drain();
    expect(await stillThere('content:getArticles:{"slug":"guarded"}')).toBe(true);
  });

  it('refuses a replayed delivery with 409, and more ids than the cap with 400, queueing nothing', async () => {
    const body = published('ckreplay1');
    const signature = await signHygraphWebhook(secret, body);
    expect((await send(body, signature)).status).toBe(202);
    await queue.drain();
    const replay = await send(body, signature);
    expect(replay.status).toBe(409);
    expect(((await replay.json()) as { error: string }).error).toMatch(/already received/);
    expect(queue.pending).toHaveLength(0);
    const many = Array.from({ length: 2000 }, (_, i) => ({ id: `ckloc${i}`, locale: 'en' }));
    const big = published('ckmany1', many);
    const refused = await send(big, await signHygraphWebhook(secret, big));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toContain(`At most ${MAX_WEBHOOK_ENTRY_IDS}`);
    expect(queue.pending).toHaveLength(0);
  });

  it('refuses the same delivery re-spaced, re-ordered or padded as a replay (409), queueing nothing', async () => {
    const body = published('ckreplay2');
    const signature = await signHygraphWebhook(secret, body);
    expect((await send(body, signature)).status).toBe(202);
    await queue.drain();
    const fields = Object.fromEntries(signature.split(', ').map((part) => part.split(/=(.*)/s).slice(0, 2)));
    const variants = [
      `sign=${fields.sign},env=${fields.env},t=${fields.t}`,
      `  sign=${fields.sign} ,  env=${fields.env} , t=${fields.t}  `,
      `t=${fields.t}, env=${fields.env}, sign=${fields.sign}`,
      `env=${fields.env}, t=${fields.t}, sign=${fields.sign}`,
      `${signature}, extra=1`,
      `v=2, ${signature}`,
      `${signature},`,
    ];
    for (const variant of variants) {
      const res = await send(body, variant);
      expect(res.status, variant).toBe(409);
    }
    expect(queue.pending).toHaveLength(0);
  });

  it('ignores operations that do not change published content', async () => {
    await seed({ 'content:getArticles:{"slug":"draft-edit"}': ['ckedit1'] });
    const body = JSON.stringify({
      operation: 'update',
      data: { __typename: 'Article', id: 'ckedit1', stage: 'DRAFT' },
    });
    const res = await send(body, await signHygraphWebhook(secret, body));
    expect(await res.json()).toEqual({ operation: 'update', purged: [], complete: true });
    expect(await stillThere('content:getArticles:{"slug":"draft-edit"}')).toBe(true);
  });

  it('answers 400 for a signed body that is not a Hygraph payload, and 413 for an oversized one', async () => {
    const odd = JSON.stringify({ hello: 'world' });
    expect((await send(odd, await signHygraphWebhook(secret, odd))).status).toBe(400);
    const huge = published('ckhuge1').replace('Pay &', 'x'.repeat(1024 * 1024));
    expect((await send(huge, await signHygraphWebhook(secret, huge))).status).toBe(413);
  });
});
