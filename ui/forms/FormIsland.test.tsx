import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { FormIslandProps, FormView } from '../../model/form';
import { I18nProvider, type Language } from '../i18n';

import { FormIsland } from './FormIsland';
import { testField } from './test-field';

const option = (value: string, label = value) => ({ value, label });

const lead: FormView = {
  __typename: 'Form',
  id: 'lead',
  slug: 'talk-to-sales',
  title: 'Talk to us',
  description: null,
  formType: 'LeadGenForm',
  apiEndpoint: 'hirer',
  kind: 'lead',
  ctaText: null,
  columns: 2,
  consentText: null,
  disclaimerText: null,
  confirmationMessage: null,
  document: null,
  fields: [
    testField('industry', 'select', { options: [option('Accounting'), option('Sales')] }),
    testField('doesBusinessWithJobstreet', 'select', {
      options: [option('Yes'), option('No'), option('I am not sure')],
    }),
    // An editor's own labels, and values the site does not supply, stay as they are.
    testField('marketingComms', 'select', { options: [option('Yes', 'Boleh'), option('Maybe')] }),
  ],
};

/** The props the page hands the forms island. */
function islandProps(language: Language): FormIslandProps {
  const { container } = render(
    <I18nProvider language={language}>
      <FormIsland form={lead} />
    </I18nProvider>,
  );
  const marker = container.querySelector('[data-island="CmsForm"]');
  return (JSON.parse(marker?.getAttribute('data-island-props') ?? '{}') as { form: FormIslandProps }).form;
}

const labels = (form: FormIslandProps) =>
  Object.fromEntries(form.fields.map((field) => [field.key, field.options.map((o) => o.label)]));

afterEach(cleanup);

describe('FormIsland: the options the site supplies, in the page language', () => {
  it('labels spec §9 industries and the advertise answers in Bahasa, keeping the English values', () => {
    const form = islandProps('id');
    expect(labels(form)).toEqual({
      industry: ['Akuntansi', 'Penjualan'],
      doesBusinessWithJobstreet: ['Ya', 'Tidak', 'Saya tidak yakin'],
      marketingComms: ['Boleh', 'Maybe'],
    });
    expect(form.fields[0]?.options.map((o) => o.value)).toEqual(['Accounting', 'Sales']);
  });

  it('labels them in Thai, and leaves English pages as they are', () => {
    expect(labels(islandProps('th')).doesBusinessWithJobstreet).toEqual(['ใช่', 'ไม่ใช่', 'ไม่แน่ใจ']);
    expect(labels(islandProps('en'))).toEqual({
      industry: ['Accounting', 'Sales'],
      doesBusinessWithJobstreet: ['Yes', 'No', 'I am not sure'],
      marketingComms: ['Boleh', 'Maybe'],
    });
  });
});
