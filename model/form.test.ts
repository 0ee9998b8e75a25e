import { describe, expect, it } from 'vitest';

import { errorText } from '../ui/forms/messages';

import { formKind, formView, type FormEntryData } from './form';
import { checkForm } from './rules/forms';

const scope = { locale: 'en_AU', language: 'en' } as const;
const english = (key: string, value: string) => key.replace('{value}', value);

const field = (key: string, kind: string, extra: Partial<FormEntryData['fields'][number]> = {}) => ({
  id: key,
  key,
  kind,
  label: key,
  placeholder: null,
  required: false,
  locale: null,
  rowSpan: 1,
  validators: [],
  options: [],
  ...extra,
});

const subscribe: FormEntryData = {
  id: 'f1',
  locale: 'en_AU',
  slug: 'subscribe',
  title: 'Subscribe',
  formType: 'other',
  apiEndpoint: 'hirer-subscription',
  ctaText: null,
  buttonColour: null,
  columns: 2,
  skipDefaultLocale: null,
  sites: [],
  description: null,
  disclaimerText: null,
  consentText: { raw: { children: [] }, text: 'By subscribing you agree.\n' },
  confirmationMessage: null,
  fields: [
    field('firstName', 'text'),
    field('lastName', 'text'),
    field('email', 'email'),
    field('industry', 'select'),
  ],
};

describe('formView: the subscription form (spec §5, §9)', () => {
  it('is known by its endpoint; lead and other forms are not subscriptions', () => {
    expect(formKind(subscribe)).toBe('subscription');
    expect(formKind({ apiEndpoint: 'x', formType: 'LeadGenForm' })).toBe('lead');
    expect(formKind({ apiEndpoint: 'x', formType: 'other' })).toBe('dynamic');
  });

  it('requires names (max 40), e-mail (format, max 255) and industry even when the CMS forgets', () => {
    const { fields } = formView(subscribe, scope);
    const errors = checkForm(fields, {
      firstName: 'x'.repeat(41),
      lastName: '',
      email: `${'a'.repeat(250)}@example.com`,
      industry: '',
    });
    expect(
      Object.fromEntries(Object.entries(errors).map(([key, error]) => [key, errorText(error, english)])),
    ).toEqual({
      firstName: 'Max length',
      lastName: 'Required field',
      email: 'Max length',
      industry: 'Required field',
    });
    expect(
      checkForm(fields, {
        firstName: 'Mei',
        lastName: 'Tan',
        email: 'mei@example.com',
        industry: 'Recruitment',
      }),
    ).toEqual({});
  });

  it("offers spec §9's four industries when the CMS lists none", () => {
    const industry = formView(subscribe, scope).fields.find((f) => f.key === 'industry');
    expect(industry?.options.map((o) => o.value)).toEqual([
      'Corporate Business',
      'Public sector/government',
      'Small to medium business',
      'Recruitment',
    ]);
  });

  it('gives the island plain texts and 1 to 3 columns', () => {
    const view = formView({ ...subscribe, columns: 7 }, scope);
    expect(view).toMatchObject({
      kind: 'subscription',
      columns: 3,
      consentText: 'By subscribing you agree.',
    });
    expect(view.fields.every((f) => f.required)).toBe(true);
  });
});

describe('formView: locales (spec §5)', () => {
  it('leaves out fields in another locale when the form skips the default locale', () => {
    const form = {
      ...subscribe,
      apiEndpoint: 'enquiry',
      skipDefaultLocale: true,
      fields: [field('a', 'text', { locale: 'en_AU' }), field('b', 'text', { locale: 'default' })],
    };
    expect(formView(form, scope).fields.map((f) => f.key)).toEqual(['a']);
    expect(formView({ ...form, skipDefaultLocale: false }, scope).fields.map((f) => f.key)).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('formView: the report of a download lead form (spec §4)', () => {
  const report = { url: '/documents/hiring-outlook-2025.pdf', fileName: 'hiring-outlook-2025.pdf' };
  const download = { ...subscribe, apiEndpoint: 'hirer', formType: 'DownloadLeadGenForm', document: report };

  it('keeps the document of a download lead form', () => {
    expect(formView(download, scope).document).toEqual(report);
    const https = { url: 'https://ap-southeast-2.graphassets.com/abc', fileName: 'docs/outlook.pdf' };
    expect(formView({ ...download, document: https }, scope).document).toEqual({
      url: https.url,
      fileName: 'outlook.pdf',
    });
  });

  it('shows no report on other form types, without a document or with an address a reader must not follow', () => {
    expect(formView({ ...download, formType: 'LeadGenForm' }, scope).document).toBeNull();
    expect(formView({ ...download, document: null }, scope).document).toBeNull();
    for (const url of ['javascript:alert(1)', '//evil.example/x.pdf', 'http://plain.example/x.pdf']) {
      expect(formView({ ...download, document: { ...report, url } }, scope).document).toBeNull();
    }
  });
});
