import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';
import { indexRows } from '../test/page-cache';
import { drainablePurgeQueue } from '../test/purge-queue';

import { storeEnvelope } from './store';
import { signHygraphWebhook } from './webhook-signature';

const kv = env.CONTENT_CACHE;
const cache = { kv, index: env.CACHE_INDEX };
const PAGES = 10_000;
const section = 'cksharedsection10k';

async function countKeys(prefix: string): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor });
    count += page.keys.length;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return count;
}

describe('purge at scale', () => {
  it(
    'a signed webhook for an entry on 10 000 stored pages leaves none of them',
    { timeout: 600_000 },
    async () => {
      const keys = Array.from({ length: PAGES }, (_, i) => `page:candidate-au.localhost/scale/${i}`);
      for (let i = 0; i < PAGES; i += 250) {
        await Promise.all(
          keys
            .slice(i, i + 250)
            .map((key) =>
              storeEnvelope(
                cache,
                key,
                { data: key, storedAt: Date.now(), entryIds: [section] },
                undefined,
                86_400,
              ),
            ),
        );
      }
      const bystander = 'page:candidate-au.localhost/scale-other';
      await storeEnvelope(
        cache,
        bystander,
        { data: 'x', storedAt: Date.now(), entryIds: ['ckotherentry'] },
        undefined,
        86_400,
      );
      expect(await indexRows({ entryId: section })).toHaveLength(PAGES);
      const seeded = Date.now();

      const queue = drainablePurgeQueue();
      const body = JSON.stringify({ operation: 'publish', data: { __typename: 'Section', id: section } });
      const res = await createApp().request(
        'http://localhost:8787/webhooks/hygraph',
        {
          method: 'POST',
          headers: { 'gcms-signature': await signHygraphWebhook(env.HYGRAPH_WEBHOOK_SECRET, body) },
          body,
        },
        queue.env,
      );
      expect(res.status).toBe(202);
      const invocations = await queue.drain();
      console.log(`purge of ${PAGES} pages: ${invocations} invocations, ${Date.now() - seeded} ms`);
      // 10 000 pages are far more than one invocation's ~1 000 KV operations: one index query and up to 898
      // deletes an invocation.
      expect(invocations).toBeGreaterThan(10);
      expect(await countKeys('page:candidate-au.localhost/scale/')).toBe(0);
      expect(await kv.get(bystander)).not.toBeNull();
    },
  );
});
