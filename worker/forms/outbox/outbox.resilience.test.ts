import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { FormView } from '../../../model/form';
import { testField as field } from '../../../ui/forms/test-field';
import { createApp } from '../../app';
import type { AppEnv } from '../../env';
import { siteMiddleware } from '../../middleware/site';
import { createFormRoutes } from '../routes';

/**
 * The form outbox against the real forms stand-in (spec §7, DESIGN §2): every accepted submission reaches
 * its endpoint exactly once, whether the endpoint is down, slow beyond the timeout, or failing past the
 * retries (then an operator replays it). Each test takes only its own endpoint down (POST /endpoint-faults),
 * so the other test files sharing the stand-in are not disturbed. vitest.config.ts makes the retries quick.
 */
const forms = env.WPT_API;
const app = createApp();
const admin = { authorization: `Bearer ${env.ADMIN_PURGE_TOKEN}` };
const host = 'candidate-sg.localhost';
const token = `offline:${host}:nonce`;

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

/** A site whose CMS has one form per test endpoint (the slug names the endpoint). */
const routes = new Hono<AppEnv>().use(siteMiddleware()).route(
  '/api',
  createFormRoutes(async (_c, slug) => formFor(slug)),
);

async function submit(endpoint: string, n: number, envs: Env = env) {
  const res = await routes.request(
    `http://${host}/api/forms/${endpoint}`,
    {
      method: 'POST',
      // Each from another reader (the rate limit counts per client and form).
      headers: {
        'content-type': 'application/json',
        'cf-connecting-ip': `10.0.${n}.${Math.floor(Math.random() * 250)}`,
      },
      body: JSON.stringify({
        values: { email: `reader${n}@example.com`, note: `note ${n}` },
        sourcePage: '/page/contact',
        recaptcha: token,
      }),
    },
    envs,
  );
  return { status: res.status, body: (await res.json()) as { ok?: boolean; id?: string; error?: string } };
}

const fault = (endpoint: string, mode: 'fail' | 'slow' | 'ok', delayMs?: number) =>
  fetch(`${forms}/endpoint-faults`, {
    method: 'POST',
    body: JSON.stringify({ endpoint, mode, ...(delayMs ? { delayMs } : {}) }),
  });

interface Stored {
  count: number;
  submissions: { idempotencyKey?: string; payload: { values: Record<string, string> } }[];
}
const stored = async (endpoint: string): Promise<Stored> =>
  (await fetch(`${forms}/submissions?endpoint=${endpoint}`)).json();

const postsTo = async (endpoint: string): Promise<number> => {
  const { byRoute } = (await (await fetch(`${forms}/__requests`)).json()) as {
    byRoute: Record<string, number>;
  };
  return byRoute[`POST /${endpoint}`] ?? 0;
};

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 45_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - start > ms) throw new Error(`Gave up after ${ms} ms; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const adminRequest = (path: string, init: RequestInit = {}) =>
  app.request(`http://${host}/admin/forms${path}`, { ...init, headers: { ...admin, ...init.headers } }, env);

const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the form outbox', () => {
  it('endpoint down while 100 readers send: all see success, then exactly 100 arrive, each once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const endpoint = unique('outbox-down');
    await fault(endpoint, 'fail');
    const answers = [];
    for (let batch = 0; batch < 10; batch++) {
      answers.push(
        ...(await Promise.all(Array.from({ length: 10 }, (_, i) => submit(endpoint, batch * 10 + i)))),
      );
    }
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(202));
    const ids = answers.map((a) => a.body.id);
    expect(new Set(ids).size).toBe(100);

    await until(
      () => postsTo(endpoint),
      (posts) => posts >= 100,
    ); // every one tried and refused
    expect((await stored(endpoint)).count).toBe(0);
    await fault(endpoint, 'ok');

    const { submissions } = await until(
      () => stored(endpoint),
      (s) => s.count >= 100,
    );
    await new Promise((resolve) => setTimeout(resolve, 3000)); // any late duplicate would show by now
    const after = await stored(endpoint);
    expect(after.count).toBe(100);
    expect(new Set(after.submissions.map((s) => s.idempotencyKey))).toEqual(new Set(ids));
    expect(new Set(submissions.map((s) => s.payload.values.email)).size).toBe(100);
  }, 90_000);

  it('endpoint slower than the timeout: it records the first post, the retry is acknowledged, one copy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const endpoint = unique('outbox-slow');
    await fault(endpoint, 'slow', 9000);
    const { status, body } = await submit(endpoint, 1);
    expect(status).toBe(202);
    await until(
      () => postsTo(endpoint),
      (posts) => posts >= 2,
      30_000,
    ); // timed out after 8 s, sent again
    await fault(endpoint, 'ok');
    // The operator's view says when the outbox is done with it: delivered, on a second attempt at least.
    const state = await until(
      async () =>
        (await (await adminRequest(`/submissions/${body.id}`)).json()) as {
          state: string;
          attempts?: number;
        },
      (answer) => answer.state === 'delivered',
      30_000,
    );
    expect(state.attempts).toBeGreaterThanOrEqual(2);
    // The first post, answered after the timeout, and the retry: one copy at the endpoint.
    const after = await until(
      () => stored(endpoint),
      (copies) => copies.count > 0,
    );
    expect(after.count).toBe(1);
    expect(after.submissions[0]?.idempotencyKey).toBe(body.id);
  }, 60_000);

  it('failing past the retries: a dead letter, listed for the operator, delivered once after a replay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const endpoint = unique('outbox-dead');
    await fault(endpoint, 'fail');
    const { status, body } = await submit(endpoint, 7);
    expect(status).toBe(202);
    const id = body.id!;

    type Listed = { deadLetters: { id: string; slug: string; path: string; payload: unknown }[] };
    const listed = await until(
      async () => (await (await adminRequest('/dead-letters')).json()) as Listed,
      (list) => list.deadLetters.some((letter) => letter.id === id),
    );
    expect(listed.deadLetters.find((letter) => letter.id === id)).toMatchObject({
      slug: endpoint,
      path: endpoint,
      payload: { values: { email: 'reader7@example.com' }, siteCountry: 'SG' },
    });
    expect(await postsTo(endpoint)).toBe(4); // the first try and three retries (vitest.config.ts)
    expect((await stored(endpoint)).count).toBe(0);
    const dead = (await (await adminRequest(`/submissions/${id}`)).json()) as {
      state: string;
      deadAt: string;
    };
    expect(dead).toMatchObject({ id, state: 'dead', deadAt: expect.any(String) });

    await fault(endpoint, 'ok');
    const replay = await adminRequest(`/dead-letters/${id}/replay`, { method: 'POST' });
    expect(replay.status).toBe(202);
    expect(await replay.json()).toEqual({ replayed: id });
    const delivered = await until(
      () => stored(endpoint),
      (s) => s.count >= 1,
    );
    expect(delivered.submissions.map((s) => s.idempotencyKey)).toEqual([id]);
    await until(
      async () => ((await (await adminRequest(`/submissions/${id}`)).json()) as { state: string }).state,
      (state) => state === 'delivered',
    );

    const list = (await (await adminRequest('/dead-letters')).json()) as Listed;
    expect(list.deadLetters.some((letter) => letter.id === id)).toBe(false);
    const again = await adminRequest(`/dead-letters/${id}/replay`, { method: 'POST' });
    expect(again.status).toBe(404);
    // Replaying what the endpoint already took stores nothing new (the idempotency key).
    await env.FORM_QUEUE.send(
      {
        id,
        target: 'wpt',
        path: endpoint,
        payload: {
          values: { email: 'x@example.com' },
          siteCountry: 'SG',
          employerJobSeeker: 'Job Seeker',
          sourcePage: '/',
          recaptcha: token,
        },
        slug: endpoint,
        acceptedAt: new Date().toISOString(),
      },
      { contentType: 'json' },
    );
    await until(
      () => postsTo(endpoint),
      (posts) => posts >= 6,
    );
    expect((await stored(endpoint)).count).toBe(1);
  }, 60_000);

  it("an outbox that cannot be reached: 'Something Wrong' (503), nothing sent", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const endpoint = unique('outbox-refused');
    const unreachable = {
      ...env,
      FORM_SUBMISSION_KEYS: {
        idFromName: () => {
          throw new Error('Durable Object unavailable');
        },
      } as unknown as Env['FORM_SUBMISSION_KEYS'],
    };
    const { status, body } = await submit(endpoint, 1, unreachable);
    expect(status).toBe(503);
    expect(body).toEqual({ error: 'Something Wrong' });
    expect(await postsTo(endpoint)).toBe(0);
  });

  it('the admin endpoints need the bearer token, and say where a submission is', async () => {
    const none = await app.request(`http://${host}/admin/forms/dead-letters`, {}, env);
    expect(none.status).toBe(401);
    const wrong = await app.request(
      `http://${host}/admin/forms/dead-letters/00000000-0000-4000-8000-000000000000/replay`,
      { method: 'POST', headers: { authorization: 'Bearer nope' } },
      env,
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'The bearer token is not valid.' });
    const missing = await adminRequest('/dead-letters/00000000-0000-4000-8000-000000000000/replay', {
      method: 'POST',
    });
    expect(missing.status).toBe(404);
    const unknown = await adminRequest('/submissions/00000000-0000-4000-8000-000000000000');
    expect(await unknown.json()).toEqual({ id: '00000000-0000-4000-8000-000000000000', state: 'pending' });
    const notAnId = await adminRequest('/submissions/..%2Fpurge');
    expect(notAnId.status).toBe(400);
    expect(await notAnId.json()).toEqual({ error: 'Not a submission id: ../purge' });
    expect((await app.request(`http://${host}/admin/forms/submissions/x`, {}, env)).status).toBe(401);
  });
});
