import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';

import { createApp } from '../app';
import { untilDelivered } from '../test/outbox';

/**
 * A CMS form sent without script (spec §3 Form, §5): a plain HTML post to the page it is on, answered with that
 * page showing the confirmation or the messages in the page's language with the answers kept, never stored by a
 * cache, and taken by the same outbox with the same idempotency as the island's posts.
 */
const app = createApp();
const forms = env.WPT_API;
const article = 'http://employer-au.localhost/hiring-advice/article/how-to-write-a-job-ad';
const randomIp = () => `10.${Array.from(crypto.getRandomValues(new Uint8Array(3))).join('.')}`;

// The outbox's submission keys, asked once for each submission it queues (outbox/enqueue.ts), counted.
let outboxCalls = 0;
const keys = env.FORM_SUBMISSION_KEYS;
const counted = new Proxy(keys, {
  get(target, name) {
    if (name === 'idFromName') outboxCalls += 1;
    const value = Reflect.get(target, name) as unknown;
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
});
const bindings = { ...env, FORM_SUBMISSION_KEYS: counted };

function postForm(url: string, fields: Record<string, string>, ip = randomIp()) {
  return app.request(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip },
      body: new URLSearchParams(fields).toString(),
    },
    bindings,
  );
}

const subscription = (email: string) => ({
  _form: 'subscribe',
  firstName: 'Mei',
  lastName: 'Tan',
  email,
  industry: 'Recruitment',
});

const idsFor = async (email: string) => {
  const { submissions } = (await (
    await fetch(`${forms}/submissions?endpoint=hirer-subscription`)
  ).json()) as {
    submissions: { idempotencyKey: string; payload: { email?: string } }[];
  };
  return submissions.filter((s) => s.payload.email === email).map((s) => s.idempotencyKey);
};
const storedFor = async (email: string) => (await idsFor(email)).length;

/** Once a submission of `email` reached the endpoint and the outbox recorded its delivery: the copies are final. */
async function arrived(email: string) {
  await vi.waitFor(
    async () => {
      if ((await storedFor(email)) === 0) throw new Error(`${email} has not arrived`);
    },
    { timeout: 20_000, interval: 200 },
  );
  await untilDelivered(await idsFor(email));
}

describe('a form sent without script', () => {
  it('answers with its page showing the confirmation, private, and delivers the subscription once', async () => {
    const email = `nojs-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await postForm(article, subscription(email));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-page-cache')).toBe('bypass');
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>How to write a job ad that attracts the right candidates<\/h1>/);
    expect(html).toMatch(/role="status"[^>]*><p[^>]*>Thanks for subscribing!/);
    expect(html).not.toContain('name="_form" value="subscribe"');
    // The same post again (a reload, a double press): the same submission.
    expect((await postForm(article, subscription(email))).status).toBe(200);
    await arrived(email);
    expect(await storedFor(email)).toBe(1);
    // The page itself shows no confirmation to the next reader.
    const next = await (await app.request(article, {}, env)).text();
    expect(next).toContain('name="_form" value="subscribe"');
    expect(next).not.toMatch(/role="status"[^>]*><p[^>]*>Thanks for subscribing!/);
  });

  it('answers wrong fields with 400 and the messages in the page language, the answers kept, nothing sent', async () => {
    const email = `nojs-th-${crypto.randomUUID().slice(0, 8)}@`;
    outboxCalls = 0;
    const res = await postForm('http://employer-th.localhost/th/about', {
      ...subscription(email),
      firstName: 'Somchai <b>',
      lastName: '',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toMatch(/<html[^>]*lang="th-TH"/);
    expect(html).toMatch(/id="[^"]*-lastName-error">จำเป็นต้องกรอก</);
    expect(html).toMatch(/aria-invalid="true" aria-describedby="[^"]*-email-error"/);
    // What the reader typed is kept, escaped.
    expect(html).toContain('value="Somchai &lt;b&gt;"');
    expect(html).toMatch(/<option value="Recruitment" selected="">/);
    // Nothing was put on the outbox: no submission key was asked for.
    expect(outboxCalls).toBe(0);
  });

  it('refuses posts that are not a form of the page: 415, 400 and 404 with the reason', async () => {
    const json = await app.request(
      article,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      env,
    );
    expect(json.status).toBe(415);
    const unnamed = await postForm(article, { email: 'a@example.com' });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.text()).toBe('The post names no form of this page.');
    const unknown = await postForm(article, { _form: 'no-such-form' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('No form: no-such-form');
    const big = await postForm(article, { _form: 'subscribe', note: 'x'.repeat(40_000) });
    expect(big.status).toBe(413);
  });
});
