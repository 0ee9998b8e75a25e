import { describe, expect, it } from 'vitest';

import { formView, type FormEntryData } from './form';
import { advertiseBrand, LEAD_INDUSTRIES_EN, LEAD_INDUSTRIES_TH } from './lead-form';
import { checkForm } from './rules/forms';

const field = (key: string, kind = 'text', extra: Partial<FormEntryData['fields'][number]> = {}) => ({
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

/** A lead form whose editor flagged nothing: every rule below comes from spec §5 and §9. */
const lead: FormEntryData = {
  id: 'lead',
  locale: 'en_AU',
  slug: 'talk-to-us',
  title: 'Talk to us',
  formType: 'LeadGenForm',
  apiEndpoint: 'hirer',
  ctaText: null,
  buttonColour: null,
  columns: 2,
  skipDefaultLocale: null,
  sites: [],
  description: null,
  disclaimerText: null,
  consentText: null,
  confirmationMessage: null,
  fields: [
    field('firstName'),
    field('lastName'),
    field('email', 'email'),
    field('companyName'),
    field('companyPhoneNumber'),
    field('jobTitle'),
    field('industry', 'select'),
    field('employerJobSeeker', 'select', { options: [{ value: 'Employer', label: 'Employer' }] }),
    field('hiringNeeds', 'textarea'),
    field('marketingComms', 'checkbox'),
    field('doesBusinessWith', 'select', { label: 'Do you advertise with {product}?' }),
  ],
};

const en = { locale: 'en_AU', language: 'en' } as const;

describe('lead forms (spec §5, §9)', () => {
  it('require every lead answer whatever the CMS flags, with the bounds of spec §9', () => {
    const view = formView(lead, en);
    const errors = checkForm(view.fields, {});
    expect(Object.keys(errors).sort()).toEqual(
      [
        'companyName',
        'companyPhoneNumber',
        'doesBusinessWithSEEK',
        'email',
        'employerJobSeeker',
        'firstName',
        'hiringNeeds',
        'jobTitle',
        'lastName',
        'marketingComms',
      ].sort(),
    );
    const long = checkForm(view.fields, {
      firstName: 'x'.repeat(41),
      lastName: 'Tan',
      email: `${'m'.repeat(250)}@example.com`,
      companyName: 'c'.repeat(256),
      companyPhoneNumber: '1'.repeat(41),
      jobTitle: 'Lead',
      employerJobSeeker: 'Employer',
      hiringNeeds: 'Two',
      marketingComms: true,
      doesBusinessWithSEEK: 'Yes',
    });
    expect(Object.fromEntries(Object.entries(long).map(([key, e]) => [key, [e.code, e.value]]))).toEqual({
      firstName: ['maxLength', 40],
      email: ['maxLength', 255],
      companyName: ['maxLength', 255],
      companyPhoneNumber: ['maxLength', 40],
    });
    expect(checkForm(view.fields, { email: 'mei@' }).email?.code).toBe('email');
  });

  it('offer the 26 industries of the English-language sites, and the 26 Thai ones on Thai pages', () => {
    expect(LEAD_INDUSTRIES_EN).toHaveLength(26);
    expect(LEAD_INDUSTRIES_TH).toHaveLength(26);
    expect(new Set(LEAD_INDUSTRIES_TH).size).toBe(26);
    const industry = (scope: { locale: string; language: 'en' | 'th' | 'id' }) =>
      formView(lead, scope)
        .fields.find((f) => f.key === 'industry')!
        .options.map((o) => o.value);
    expect(industry(en)).toEqual(LEAD_INDUSTRIES_EN);
    expect(industry({ locale: 'th_TH', language: 'th' })).toEqual(LEAD_INDUSTRIES_TH);
    expect(industry({ locale: 'en_TH', language: 'en' })).toEqual(LEAD_INDUSTRIES_EN);
  });

  it.each([
    ['en_AU', 'en', 'SEEK'],
    ['en_NZ', 'en', 'SEEK'],
    ['en_HK', 'en', 'Jobsdb'],
    ['th_TH', 'th', 'Jobsdb'],
    ['en_TH', 'en', 'Jobsdb'],
    ['en_MY', 'en', 'Jobstreet'],
    ['en_SG', 'en', 'Jobstreet'],
    ['en_PH', 'en', 'Jobstreet'],
    ['en_ID', 'en', 'Jobstreet'],
    ['id_ID', 'id', 'Jobstreet'],
  ] as const)('%s (%s): the advertise question names %s', (locale, language, brand) => {
    const scope = { locale, language };
    expect(advertiseBrand(scope)).toBe(brand);
    const question = formView(lead, scope).fields.find((f) => f.key.startsWith('doesBusinessWith'))!;
    expect(question.key).toBe(`doesBusinessWith${brand}`);
    expect(question.label).toBe(`Do you advertise with ${brand}?`);
    expect(question.options.map((o) => o.value)).toEqual(['Yes', 'No', 'I am not sure']);
  });
});
