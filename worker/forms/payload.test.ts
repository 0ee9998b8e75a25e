import { describe, expect, it } from 'vitest';

import { formKind, type FormView } from '../../model/form';
import { testField as field } from '../../ui/forms/test-field';
import { sites } from '../site/sites';

import { upstreamCall } from './payload';

const site = (name: string) => sites.find((s) => s.name === name)!;
const form = (extra: Partial<FormView>): FormView => {
  const view: FormView = {
    __typename: 'Form',
    id: 'f',
    slug: 'f',
    title: 'F',
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
    fields: [field('firstName'), field('email', 'email'), field('note', 'textarea'), field('x', 'signature')],
    ...extra,
  };
  return { ...view, kind: formKind(view) };
};
const base = {
  values: { firstName: ' Ana ', email: 'ana@example.com', note: '', x: 'ignored' },
  sourcePage: '/page/contact',
  recaptcha: 'token',
  now: new Date('2025-03-04T05:06:07.000Z'),
  locale: 'en-AU',
  origin: 'https://employer-au.localhost',
  saraTo: 'sara@example.com',
};

describe('upstreamCall (spec §7)', () => {
  it('posts other forms to their endpoint with values, siteCountry, employerJobSeeker, sourcePage, recaptcha', () => {
    expect(upstreamCall({ ...base, form: form({}), site: site('employer-my') })).toEqual({
      target: 'wpt',
      path: 'enquiry',
      payload: {
        values: { firstName: 'Ana', email: 'ana@example.com' },
        siteCountry: 'MY',
        employerJobSeeker: 'Employer',
        sourcePage: '/page/contact',
        recaptcha: 'token',
      },
    });
  });

  it('posts lead forms to hirer and MailChimp forms to mailChimp-subscription', () => {
    const lead = upstreamCall({
      ...base,
      form: form({ formType: 'LeadGenForm' }),
      site: site('candidate-hk'),
    });
    expect(lead).toEqual({
      target: 'wpt',
      path: 'hirer',
      payload: {
        employerJobSeeker: 'Job Seeker',
        firstName: 'Ana',
        email: 'ana@example.com',
        siteCountry: 'HK',
        sourcePage: '/page/contact',
        recaptcha: 'token',
      },
    });
    const mail = upstreamCall({
      ...base,
      form: form({ formType: 'MailChimp', apiEndpoint: 'list-1' }),
      site: site('employer-nz'),
    });
    expect(mail).toEqual({
      target: 'wpt',
      path: 'mailChimp-subscription',
      payload: {
        firstName: 'Ana',
        email: 'ana@example.com',
        apiEndpoint: 'list-1',
        SITECNTRY: 'NZ',
        recaptcha: 'token',
      },
    });
  });

  it('builds the hirer subscription from its four fields, and refuses a form without them', () => {
    const fields = [
      field('firstName'),
      field('lastName'),
      field('email', 'email'),
      field('industry', 'select'),
    ];
    const values = { firstName: 'Ana', lastName: 'Lim', email: 'ana@example.com', industry: 'Recruitment' };
    const subscription = form({ apiEndpoint: 'hirer-subscription', fields });
    expect(upstreamCall({ ...base, values, form: subscription, site: site('employer-sg') })).toEqual({
      target: 'wpt',
      path: 'hirer-subscription',
      payload: {
        ...values,
        dateSubscribed: '2025-03-04T05:06:07.000Z',
        sourceName: '/page/contact',
        siteKey: 'SG',
      },
    });
    expect(() =>
      upstreamCall({
        ...base,
        values,
        form: { ...subscription, fields: fields.slice(0, 3) },
        site: site('employer-sg'),
      }),
    ).toThrow(/lacks subscription fields: industry/);
  });

  it('refuses endpoints that are not plain paths, and SARA enquiries without an e-mail answer', () => {
    const au = site('employer-au');
    expect(() => upstreamCall({ ...base, form: form({ apiEndpoint: '../admin' }), site: au })).toThrow(
      /apiEndpoint/,
    );
    expect(() => upstreamCall({ ...base, form: form({ apiEndpoint: null }), site: au })).toThrow(
      /apiEndpoint/,
    );
    expect(() =>
      upstreamCall({
        ...base,
        values: { firstName: 'Ana' },
        form: form({ formType: 'SaraEnquiry' }),
        site: au,
      }),
    ).toThrow(/email answer/);
  });

  it('e-mails a SARA enquiry to sara: from the reader, to SARA_ENQUIRY_TO, every answer escaped', () => {
    const call = upstreamCall({
      ...base,
      values: { firstName: '<script>alert(1)</script>', email: 'ana@example.com', note: 'a & b\nline 2' },
      form: form({ formType: 'SaraEnquiry', title: 'Ask <SARA>' }),
      site: site('employer-au'),
    });
    expect(call).toMatchObject({
      target: 'wpt',
      path: 'sara',
      payload: {
        from: 'ana@example.com',
        to: 'sara@example.com',
        subject: 'SARA enquiry: Ask <SARA>',
        recaptcha: 'token',
      },
    });
    const message = String(call.payload.message);
    expect(message).toContain('<h1>Ask &lt;SARA&gt;</h1>');
    expect(message).toContain(
      '<th align="left" valign="top">firstName</th><td>&lt;script&gt;alert(1)&lt;/script&gt;</td>',
    );
    expect(message).toContain('<td>a &amp; b<br>line 2</td>');
    expect(message).toContain('Sent from employer-au /page/contact');
    expect(message).not.toContain('<script>');
  });

  it('sends a sales-platform form to the sales platform with locale, source, privacy url, captcha, country, site', () => {
    const call = upstreamCall({
      ...base,
      locale: 'th-TH',
      origin: 'https://employer-th.localhost',
      form: form({ formType: 'salesPlatform', apiEndpoint: 'subscription' }),
      site: site('employer-th'),
    });
    expect(call).toEqual({
      target: 'sales',
      path: 'v1/forms/subscription',
      payload: {
        locale: 'th-TH',
        sourceName: '/page/contact',
        privacyUrl: 'https://employer-th.localhost/th/privacy',
        captchaKey: 'token',
        country: 'TH',
        site: 'employer-th',
        fields: { firstName: 'Ana', email: 'ana@example.com' },
      },
    });
    const contact = upstreamCall({
      ...base,
      form: form({ formType: 'salesPlatform', apiEndpoint: null }),
      site: site('employer-au'),
    });
    expect(contact.path).toBe('v1/forms/contact');
  });
});
