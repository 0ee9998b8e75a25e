import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';

/**
 * A CMS form sent without script (spec §3 Form, §5): a plain HTML post to the page it is on, answered with that
 * page showing the confirmation or the messages in the page's language with the answers kept, never stored by a
 * cache, and taken by the same outbox with the same idempotency as the island's posts.
 */
const app = createApp();
const forms = env.WPT_API;
const article = 'http://employer-au.localhost/hiring-advice/article/how-to-write-a-job-ad';
const randomIp = () => `10.${Array.from(crypto.getRandomValues(new Uint8Array(3))).join('.')}`;

function postForm(url: string, fields: Record<string, string>, ip = randomIp()) {
  return app.request(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip },
      body: new URLSearchParams(fields).toString(),
    },
    env,
  );
}

const subscription = (email: string) => ({
  _form: 'subscribe',
  firstName: 'Mei',
  lastName: 'Tan',
  email,
  industry: 'Recruitment',
});

const storedFor = async (email: string) => {
  const { submissions } = (await (
    await fetch(`${forms}/submissions?endpoint=hirer-subscription`)
  ).json()) as {
    submissions: { payload: { email?: string } }[];
  };
  return submissions.filter((s) => s.payload.email === email).length;
};

async function arrived(email: string) {
  const start = Date.now();
  while ((await storedFor(email)) === 0) {
    if (Date.now() - start > 20_000) throw new Error(`${email} never arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 2500));
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
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await storedFor(email)).toBe(0);
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
