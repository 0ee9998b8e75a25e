import { env, runInDurableObject } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';

import type { FormView } from '../../../model/form';
import { testField as field } from '../../../ui/forms/test-field';
import type { AppEnv } from '../../env';
import { siteMiddleware } from '../../middleware/site';
import { untilDelivered } from '../../test/outbox';
import { createFormRoutes } from '../routes';

import type { FormSubmissionKeys } from './submission-keys';

/**
 * One form fill is one submission (spec §7 form calls, DESIGN §4 "many isolates"): every post carries an
 * idempotency key, and however often and however concurrently a key is posted, its submission is queued once
 * and the endpoint is called once. Counted at the forms stand-in: the posts it served, not only what it kept
 * (it keeps one copy per Idempotency-Key by itself, so a stored count alone could not fail).
 */
const forms = env.WPT_API;
const host = 'candidate-sg.localhost';

const formFor = (endpoint: string): FormView => ({
  __typename: 'Form',
  id: endpoint,
  slug: endpoint,
  title: 'Enquiry',
  description: null,
  formType: 'other',
  apiEndpoint: endpoint,
  kind: 'dynamic',
  ctaText: null,
  columns: 1,
  consentText: null,
  disclaimerText: null,
  confirmationMessage: null,
  document: null,
  fields: [field('email', 'email'), field('note', 'textarea')],
});
const routes = new Hono<AppEnv>().use(siteMiddleware()).route(
  '/api',
  createFormRoutes(async (_c, slug) => formFor(slug)),
);

async function post(endpoint: string, n: number, idempotencyKey?: string) {
  const res = await routes.request(
    `http://${host}/api/forms/${endpoint}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.9.${n}.1` },
      body: JSON.stringify({
        values: { email: `reader${n}@example.com`, note: `note ${n}` },
        sourcePage: '/page/contact',
        recaptcha: `offline:${host}:nonce`,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      }),
    },
    env,
  );
  return { status: res.status, body: (await res.json()) as { id?: string } };
}

const postsTo = async (endpoint: string): Promise<number> => {
  const { byRoute } = (await (await fetch(`${forms}/__requests`)).json()) as {
    byRoute: Record<string, number>;
  };
  return byRoute[`POST /${endpoint}`] ?? 0;
};
const stored = async (endpoint: string) =>
  (await (await fetch(`${forms}/submissions?endpoint=${endpoint}`)).json()) as {
    count: number;
    submissions: { idempotencyKey?: string }[];
  };

/** Once `expected` submissions reached the endpoint and the outbox recorded each delivered: its posts are final. */
async function settled(endpoint: string, expected: number) {
  await vi.waitFor(
    async () => {
      const { count } = await stored(endpoint);
      if (count < expected) throw new Error(`${endpoint}: ${count} of ${expected} arrived`);
    },
    { timeout: 20_000, interval: 200 },
  );
  const { submissions } = await stored(endpoint);
  await untilDelivered(submissions.map((s) => s.idempotencyKey!));
}

const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}`;

describe('idempotency of form submissions', () => {
  it('two posts of one form fill (one key): one id, one call to the endpoint, one copy', async () => {
    const endpoint = unique('keyed-twice');
    const key = crypto.randomUUID();
    const first = await post(endpoint, 1, key);
    const second = await post(endpoint, 1, key);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.body.id).toBe(first.body.id);
    await settled(endpoint, 1);
    expect(await postsTo(endpoint)).toBe(1);
    const after = await stored(endpoint);
    expect(after.count).toBe(1);
    expect(after.submissions[0]?.idempotencyKey).toBe(first.body.id);
  });

  it('10 concurrent identical pairs: 10 submissions, each delivered once', async () => {
    const endpoint = unique('keyed-pairs');
    const keys = Array.from({ length: 10 }, () => crypto.randomUUID());
    const answers = await Promise.all(
      keys.flatMap((key, n) => [post(endpoint, n, key), post(endpoint, n, key)]),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(202));
    for (let n = 0; n < 10; n++) expect(answers[2 * n]!.body.id).toBe(answers[2 * n + 1]!.body.id);
    const ids = new Set(answers.map((a) => a.body.id));
    expect(ids.size).toBe(10);
    await settled(endpoint, 10);
    expect(await postsTo(endpoint)).toBe(10);
    const after = await stored(endpoint);
    expect(after.count).toBe(10);
    expect(new Set(after.submissions.map((s) => s.idempotencyKey))).toEqual(ids);
  });

  it('without a key, the same answers within the window are one submission; other answers another', async () => {
    const endpoint = unique('derived');
    const [a, b] = await Promise.all([post(endpoint, 3), post(endpoint, 3)]);
    const c = await post(endpoint, 4);
    expect(a.body.id).toBe(b.body.id);
    expect(c.body.id).not.toBe(a.body.id);
    await settled(endpoint, 2);
    expect(await postsTo(endpoint)).toBe(2);
  });

  it('the same key on another form is another submission', async () => {
    const key = crypto.randomUUID();
    const one = unique('keyed-one');
    const other = unique('keyed-other');
    const [a, b] = await Promise.all([post(one, 5, key), post(other, 5, key)]);
    expect(a.body.id).not.toBe(b.body.id);
    await settled(one, 1);
    await settled(other, 1);
  });

  it("a queue that refuses: 'Something Wrong' (503), and the key stays free for the reader's next try", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const endpoint = unique('keyed-refused');
    const key = crypto.randomUUID();
    const keys = env.FORM_SUBMISSION_KEYS;
    const object = keys.get(keys.idFromName(`candidate-sg\n${endpoint}\n${key}`));
    const queue = env.FORM_QUEUE;
    type Patchable = { env: Env };
    await runInDurableObject(object, (instance: FormSubmissionKeys) => {
      (instance as unknown as Patchable).env = {
        ...env,
        FORM_QUEUE: { send: () => Promise.reject(new Error('Queue is full')) } as unknown as Queue,
      };
    });
    const refused = await post(endpoint, 7, key);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: 'Something Wrong' });
    await runInDurableObject(object, (instance: FormSubmissionKeys) => {
      (instance as unknown as Patchable).env = { ...env, FORM_QUEUE: queue };
    });
    const again = await post(endpoint, 7, key);
    expect(again.status).toBe(202);
    await settled(endpoint, 1);
    expect(await postsTo(endpoint)).toBe(1);
    vi.restoreAllMocks();
  });

  it('refuses a key that is not letters, digits, - or _ (8 to 128)', async () => {
    const { status } = await post(unique('bad-key'), 6, 'short');
    expect(status).toBe(400);
  });
});
