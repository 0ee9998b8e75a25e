import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import { formView, type FormEntryData, type FormView } from '../../model/form';
import type { AppEnv } from '../env';
import { siteMiddleware } from '../middleware/site';

import { createFormRoutes } from './routes';

/**
 * Every form type of spec §3/§7 through the Worker, the outbox and the real stand-ins: what each endpoint
 * records is what the form type must send.
 */
const entry = (formType: string, apiEndpoint: string | null, keys: [string, string][]): FormEntryData => ({
  id: formType,
  locale: 'en_MY',
  slug: formType.toLowerCase(),
  title: `${formType} <form>`,
  formType,
  apiEndpoint,
  ctaText: null,
  buttonColour: null,
  columns: 1,
  skipDefaultLocale: null,
  sites: [],
  description: null,
  disclaimerText: null,
  consentText: null,
  confirmationMessage: null,
  fields: keys.map(([key, kind]) => ({
    id: key,
    key,
    kind,
    label: key === 'doesBusinessWith' ? 'Do you advertise with {product}?' : key,
    placeholder: null,
    required: false,
    locale: null,
    rowSpan: 1,
    validators: [],
    options: key === 'employerJobSeeker' ? [{ value: 'Employer', label: 'Employer' }] : [],
  })),
});

const scope = { locale: 'en_MY', language: 'en' } as const;
const forms: Record<string, FormView> = {
  leadgenform: formView(
    entry('LeadGenForm', 'hirer', [
      ['firstName', 'text'],
      ['lastName', 'text'],
      ['email', 'email'],
      ['companyName', 'text'],
      ['companyPhoneNumber', 'text'],
      ['jobTitle', 'text'],
      ['industry', 'select'],
      ['employerJobSeeker', 'select'],
      ['hiringNeeds', 'textarea'],
      ['marketingComms', 'checkbox'],
      ['doesBusinessWith', 'select'],
    ]),
    scope,
  ),
  saraenquiry: formView(
    entry('SaraEnquiry', null, [
      ['email', 'email'],
      ['question', 'textarea'],
    ]),
    scope,
  ),
  salesplatform: formView(
    entry('salesPlatform', 'contact', [
      ['firstName', 'text'],
      ['email', 'email'],
    ]),
    scope,
  ),
};

const host = 'employer-my.localhost';
const token = `offline:${host}:nonce`;
const routes = new Hono<AppEnv>().use(siteMiddleware()).route(
  '/api',
  createFormRoutes(async (_c, slug) => forms[slug] ?? null),
);

async function send(slug: string, values: Record<string, unknown>) {
  const res = await routes.request(
    `http://${host}/api/forms/${slug}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ values, sourcePage: '/page/talk-to-us', recaptcha: token }),
    },
    env,
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function delivered(base: string, id: unknown): Promise<Record<string, unknown>> {
  const start = Date.now();
  for (;;) {
    const res = await fetch(`${base}/submissions/${String(id)}`);
    if (res.ok) return (await res.json()) as Record<string, unknown>;
    if (Date.now() - start > 20_000) throw new Error(`Submission ${String(id)} never arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const lead = {
  firstName: 'Aisyah',
  lastName: 'Rahman',
  email: 'aisyah@example.com',
  companyName: 'Rahman & Co',
  companyPhoneNumber: '+60 3 1234 5678',
  jobTitle: 'HR lead',
  industry: 'Sales',
  employerJobSeeker: 'Employer',
  hiringNeeds: '3 engineers',
  marketingComms: true,
  doesBusinessWithJobstreet: 'I am not sure',
};

describe('every form type (spec §3, §7)', () => {
  it('a lead form on a Malaysian site asks about Jobstreet and posts the lead payload to hirer', async () => {
    const { status, body } = await send('leadgenform', lead);
    expect(status).toBe(202);
    expect(await delivered(env.WPT_API, body.id)).toMatchObject({
      endpoint: 'hirer',
      payload: { ...lead, siteCountry: 'MY', sourcePage: '/page/talk-to-us', recaptcha: token },
    });
  });

  it('a lead form refuses missing lead answers whatever the CMS flagged', async () => {
    const { status, body } = await send('leadgenform', { ...lead, companyName: '', hiringNeeds: ' ' });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ companyName: 'Required field', hiringNeeds: 'Required field' });
  });

  it('a SARA enquiry posts from, to, subject and the escaped e-mail to sara', async () => {
    const { status, body } = await send('saraenquiry', {
      email: 'lee@example.com',
      question: '<img src=x onerror=alert(1)> pricing?',
    });
    expect(status).toBe(202);
    const { endpoint, payload } = (await delivered(env.WPT_API, body.id)) as {
      endpoint: string;
      payload: Record<string, string>;
    };
    expect(endpoint).toBe('sara');
    expect(payload).toMatchObject({
      from: 'lee@example.com',
      to: env.SARA_ENQUIRY_TO,
      subject: 'SARA enquiry: SaraEnquiry <form>',
      recaptcha: token,
    });
    expect(payload.message).toContain('&lt;img src=x onerror=alert(1)&gt; pricing?');
    expect(payload.message).not.toContain('<img');
  });

  it('a sales-platform form posts to the sales platform stand-in', async () => {
    const { status, body } = await send('salesplatform', {
      firstName: 'Aisyah',
      email: 'aisyah@example.com',
    });
    expect(status).toBe(202);
    expect(await delivered(env.SALES_FORM_API, body.id)).toMatchObject({
      form: 'contact',
      idempotencyKey: body.id,
      payload: {
        locale: 'en-MY',
        sourceName: '/page/talk-to-us',
        privacyUrl: `http://${host}/privacy`,
        captchaKey: token,
        country: 'MY',
        site: 'employer-my',
        fields: { firstName: 'Aisyah', email: 'aisyah@example.com' },
      },
    });
  });
});
