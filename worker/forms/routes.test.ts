import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { FormView } from '../../model/form';
import { testField as field } from '../../ui/forms/test-field';
import { createApp } from '../app';
import type { AppEnv } from '../env';
import { siteMiddleware } from '../middleware/site';

import { MAX_FORM_BODY_BYTES } from './body';
import { createFormRoutes } from './routes';

const app = createApp();
/** Each request from another reader: the rate limit (5 a minute per client and form) is tested on its own. */
const randomIp = () => `10.${Array.from(crypto.getRandomValues(new Uint8Array(3))).join('.')}`;
// vitest.config.ts points WPT_API and RECAPTCHA_API at the stand-ins of worker/test/global-setup.ts.
const forms = env.WPT_API;

const valid = { firstName: 'Mei', lastName: 'Tan', email: 'mei.tan@example.com', industry: 'Recruitment' };

async function post(
  host: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  envs = env,
) {
  const res = await app.request(
    `http://${host}${path}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': randomIp(), ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    envs,
  );
  return { res, body: (await res.json()) as Record<string, unknown> };
}

const subscribe = (
  values: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  host = 'employer-au.localhost',
  ip = randomIp(),
) =>
  post(
    host,
    '/api/forms/subscribe',
    { values, sourcePage: '/hiring-advice/article/hiring-trends', ...extra },
    { 'cf-connecting-ip': ip },
  );

/** The stand-in's record of a submission, once the outbox has delivered it. */
async function delivered(id: unknown): Promise<Record<string, unknown>> {
  const start = Date.now();
  for (;;) {
    const res = await fetch(`${forms}/submissions/${String(id)}`);
    if (res.ok) return (await res.json()) as Record<string, unknown>;
    if (Date.now() - start > 20_000) throw new Error(`Submission ${String(id)} never arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const upstreamCalls = async () => {
  const res = await fetch(`${forms}/__requests`);
  const { byRoute } = (await res.json()) as { byRoute: Record<string, number> };
  return byRoute['POST /hirer-subscription'] ?? 0;
};

afterEach(async () => {
  vi.restoreAllMocks();
  await fetch(`${forms}/__control`, { method: 'POST', body: JSON.stringify({ mode: 'ok' }) });
});

describe('POST /api/forms/subscribe', () => {
  it('queues the hirer-subscription payload; the outbox delivers it to wptApi, which records it', async () => {
    const before = Date.now();
    const { res, body } = await subscribe(valid);
    expect(res.status).toBe(202);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({ ok: true, id: expect.any(String) });

    const { endpoint, payload, idempotencyKey } = (await delivered(body.id)) as {
      endpoint: string;
      payload: Record<string, string>;
      idempotencyKey: string;
    };
    expect(idempotencyKey).toBe(body.id);
    expect(endpoint).toBe('hirer-subscription');
    expect(payload).toEqual({
      ...valid,
      dateSubscribed: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      sourceName: '/hiring-advice/article/hiring-trends',
      siteKey: 'AU',
    });
    expect(Date.parse(payload.dateSubscribed!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('uses the site of the host: siteKey TH on the Thai employer site, values trimmed', async () => {
    const { res, body } = await subscribe(
      { ...valid, firstName: '  Somchai ' },
      { language: 'th' },
      'employer-th.localhost',
    );
    expect(res.status).toBe(202);
    expect(await delivered(body.id)).toMatchObject({ payload: { siteKey: 'TH', firstName: 'Somchai' } });
  });

  it.each([
    ['a missing first name', { firstName: '' }, 'firstName', 'Required field'],
    [
      'a last name over 40 characters (the CMS message)',
      { lastName: 'x'.repeat(41) },
      'lastName',
      'Too long',
    ],
    ['an e-mail without a domain', { email: 'mei@' }, 'email', 'Enter a valid email address'],
    ['an e-mail over 255 characters', { email: `${'m'.repeat(250)}@example.com` }, 'email', 'Too long'],
    ['no industry', { industry: '' }, 'industry', 'Required field'],
    ['an industry not offered', { industry: 'Mining' }, 'industry', 'Choose one of the options'],
    ['a list where text belongs', { firstName: ['Mei'] }, 'firstName', 'Choose one of the options'],
  ])('refuses %s with the field message, and sends nothing', async (_, change, field, message) => {
    const calls = await upstreamCalls();
    const { res, body } = await subscribe({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ error: 'Invalid submission', fields: { [field]: message } });
    expect(await upstreamCalls()).toBe(calls);
  });

  it('names every wrong field at once, in the reader language', async () => {
    const { res, body } = await subscribe(
      { firstName: '', lastName: 'x'.repeat(41), email: 'no', industry: '' },
      { language: 'th' },
      'employer-th.localhost',
    );
    expect(res.status).toBe(400);
    expect(body.fields).toEqual({
      firstName: 'จำเป็นต้องกรอก',
      lastName: 'ยาวเกินไป',
      email: 'กรุณากรอกอีเมลที่ถูกต้อง',
      industry: 'จำเป็นต้องกรอก',
    });
  });

  it("answers 'Something Wrong' (502) when the CMS cannot say what the form is", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = new Hono<AppEnv>().use(siteMiddleware()).route(
      '/api',
      createFormRoutes(() => Promise.reject(new Error('Content API unreachable'))),
    );
    const res = await failing.request(
      'http://employer-au.localhost/api/forms/subscribe',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ values: valid }),
      },
      env,
    );
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: 'Something Wrong' });
  });

  it('refuses a body over the limit with 413, whether declared or not', async () => {
    const big = { values: { ...valid, note: 'x'.repeat(MAX_FORM_BODY_BYTES) } };
    const declared = await subscribe(big.values);
    expect(declared.res.status).toBe(413);
    expect(declared.body.error).toMatch(/at most 32768 bytes/);

    const stream = new Blob([JSON.stringify(big)]).stream();
    const res = await app.request(
      'http://employer-au.localhost/api/forms/subscribe',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit,
      env,
    );
    expect(res.status).toBe(413);
  });

  it('refuses other content types (415), broken JSON and wrong shapes (400)', async () => {
    const form = await post('employer-au.localhost', '/api/forms/subscribe', 'firstName=Mei', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.res.status).toBe(415);
    const broken = await post('employer-au.localhost', '/api/forms/subscribe', '{"values":');
    expect(broken.res.status).toBe(400);
    expect(broken.body.error).toBe('The body is not valid JSON.');
    const shape = await post('employer-au.localhost', '/api/forms/subscribe', { values: 'Mei' });
    expect(shape.res.status).toBe(400);
    expect(shape.body.error).toMatch(/^Expected \{ values/);
    for (const sourcePage of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'page']) {
      const offSite = await subscribe(valid, { sourcePage });
      expect(offSite.res.status).toBe(400);
      expect(offSite.body.error).toMatch(/a path of this site/);
    }
  });

  it('answers 429 past 5 submissions a minute of one client to one form, in the reader language', async () => {
    const ip = randomIp();
    // The limiter counts in fixed one-minute windows: 11 quick sends fill at least one of them.
    let limited: Awaited<ReturnType<typeof subscribe>> | undefined;
    const statuses: number[] = [];
    for (let i = 0; i < 11 && !limited; i++) {
      const sent = await subscribe(valid, {}, 'employer-au.localhost', ip);
      statuses.push(sent.res.status);
      if (sent.res.status === 429) limited = sent;
    }
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(limited?.res.headers.get('retry-after')).toBe('60');
    expect(limited?.body).toEqual({
      error: 'You have sent this form several times in a minute. Please wait a minute and try again.',
    });
    const thai = await subscribe(valid, { language: 'th' }, 'employer-th.localhost', ip);
    expect(thai.res.status).toBe(202); // another site's form: its own count
    expect((await subscribe(valid, {}, 'employer-au.localhost')).res.status).toBe(202); // another reader
  });

  it('answers 404 for a form the site does not have, and 405 for GET', async () => {
    const missing = await post('employer-au.localhost', '/api/forms/no-such-form', { values: valid });
    expect(missing.res.status).toBe(404);
    expect(missing.body).toEqual({ error: 'No form: no-such-form' });
    // An address no form can have is refused without echoing it.
    const odd = await post('employer-au.localhost', '/api/forms/%3Czqx7%3E', { values: valid });
    expect(odd.res.status).toBe(404);
    expect(JSON.stringify(odd.body)).not.toMatch(/zqx7|</);
    expect((odd.body as { error: string }).error).toMatch(/No such form/);
    const get = await app.request('http://employer-au.localhost/api/forms/subscribe', {}, env);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('POST /api/forms/{slug} of a dynamic form (robot check)', () => {
  const enquiry: FormView = {
    __typename: 'Form',
    id: 'enquiry',
    slug: 'enquiry',
    title: 'Enquiry',
    description: null,
    formType: 'other',
    apiEndpoint: 'enquiry',
    kind: 'dynamic',
    ctaText: null,
    columns: 1,
    consentText: null,
    disclaimerText: null,
    confirmationMessage: null,
    document: null,
    fields: [
      field('email', 'email'),
      field('headcount', 'number', { validators: [{ type: 'maxNumber', value: 500, errorMessage: null }] }),
      field('topics', 'checkboxGroup', {
        options: ['Hiring', 'Pricing', 'Support'].map((value) => ({ value, label: value })),
        validators: [{ type: 'maxChecked', value: 2, errorMessage: null }],
      }),
    ],
  };
  const routes = new Hono<AppEnv>().use(siteMiddleware()).route(
    '/api',
    createFormRoutes(async (_c, slug) => (slug === 'enquiry' ? enquiry : null)),
  );
  const send = async (body: unknown) => {
    const res = await routes.request(
      'http://candidate-sg.localhost/api/forms/enquiry',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': randomIp() },
        body: JSON.stringify(body),
      },
      env,
    );
    return { res, body: (await res.json()) as Record<string, unknown> };
  };
  const values = { email: 'lee@example.com', headcount: '12', topics: ['Hiring'] };
  // The offline robot check's token, solved on this host (scripts/services/recaptcha.mjs).
  const token = 'offline:candidate-sg.localhost:nonce';

  it('sends values, siteCountry, employerJobSeeker, sourcePage and the token to /{apiEndpoint}', async () => {
    const { res, body } = await send({ values, sourcePage: '/page/contact', recaptcha: token });
    expect(res.status).toBe(202);
    expect(await delivered(body.id)).toMatchObject({
      endpoint: 'enquiry',
      payload: {
        values: { email: 'lee@example.com', headcount: 12, topics: ['Hiring'] },
        siteCountry: 'SG',
        employerJobSeeker: 'Job Seeker',
        sourcePage: '/page/contact',
        recaptcha: token,
      },
    });
  });

  it('refuses a submission without the robot check, one reCAPTCHA rejects, or one solved on another site', async () => {
    const missing = await send({ values });
    expect(missing.res.status).toBe(400);
    expect(missing.body.fields).toEqual({ recaptcha: 'Please verify that you are not a robot' });
    const rejected = await send({ values, recaptcha: 'invalid' });
    expect(rejected.res.status).toBe(400);
    expect(rejected.body.fields).toEqual({ recaptcha: 'Please verify that you are not a robot' });
    const elsewhere = await send({ values, recaptcha: 'offline:evil.example:nonce' });
    expect(elsewhere.res.status).toBe(400);
    expect(elsewhere.body.fields).toEqual({ recaptcha: 'Please verify that you are not a robot' });
  });

  it("applies the editor's validators with the default messages of spec §5", async () => {
    const { res, body } = await send({
      values: { email: 'lee@example.com', headcount: '501', topics: ['Hiring', 'Pricing', 'Support'] },
      recaptcha: token,
    });
    expect(res.status).toBe(400);
    expect(body.fields).toEqual({ headcount: 'Max number', topics: 'Max checked item 2' });
  });
});

describe('the form frames render the form island before hydration', () => {
  it.each([
    ['an article', 'http://candidate-au.localhost/career-advice/article/how-to-write-a-resume'],
    ['a category page', 'http://candidate-au.localhost/career-advice/category/career-development'],
    ['the about page', 'http://candidate-au.localhost/about'],
  ])('%s: subscription section with its fields, the button waiting for hydration', async (_, url) => {
    const res = await app.request(url, {}, env);
    expect(res.status).toBe(200);
    const html = await res.text();
    const section = html.slice(html.indexOf('id="subscription-form"'));
    expect(section).toContain('data-island="CmsForm"');
    for (const label of ['First name', 'Last name', 'Email address']) {
      expect(section).toMatch(new RegExp(`<label[^>]*for="CmsForm-[^"]+"[^>]*>${label}`));
    }
    // The candidate newsletter: no employer industries.
    expect(section).not.toContain('Industry');
    expect(section).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Subscribe<\/button>/);
  });
});
