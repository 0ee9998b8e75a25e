/**
 * The sales platform's two forms (spec §7 "contact/subscription form to a sales-platform endpoint"; formType
 * `salesPlatform`, apiEndpoint `contact` or `subscription`: worker/forms/payload.ts) where a hirer would find them:
 * employer_au `/page/contact-sales`, an enquiry to the sales team and a subscription to its product news.
 */
import { formField, idFor, rich } from './lib.mjs';

const CONTACT_FORM = idFor('Form:sales-contact');
const SUBSCRIPTION_FORM = idFor('Form:sales-subscription');

const field = (form, key, kind, label, extra = {}) => formField(`${form}:${key}`, key, kind, label, extra);
const names = (form) => [
  field(form, 'firstName', 'text', 'First name', {
    validators: [{ type: 'maxLength', value: 40, errorMessage: null }],
  }),
];
const email = (form) =>
  field(form, 'email', 'email', 'Work email', {
    validators: [
      { type: 'email', value: null, errorMessage: 'Enter a valid email address' },
      { type: 'maxLength', value: 255, errorMessage: 'Too long' },
    ],
  });

/** @param {import('./generate.mjs').Corpus} corpus */
function addSalesForms(corpus) {
  const form = (slug, apiEndpoint, texts, fields) =>
    corpus.add('forms.json', 'Form', slug, {
      fields: {
        slug,
        formType: 'salesPlatform',
        apiEndpoint,
        columns: 2,
        buttonColour: 'brandAccent',
        skipDefaultLocale: false,
        sites: ['employer_au'],
      },
      localizations: { default: { ...texts, disclaimerText: null, fields } },
    });
  form(
    'sales-contact',
    'contact',
    {
      title: 'Contact our sales team',
      ctaText: 'Send enquiry',
      description: rich([
        'Ask about job ad packages and a quote for your business; we answer within one working day.',
      ]),
      consentText: rich([
        'By sending this form you agree that our sales team may contact you about your enquiry.',
      ]),
      confirmationMessage: rich(['Thanks! Our sales team will be in touch within one working day.']),
    },
    [
      ...names('sales-contact'),
      field('sales-contact', 'lastName', 'text', 'Last name', {
        validators: [{ type: 'maxLength', value: 40, errorMessage: null }],
      }),
      email('sales-contact'),
      field('sales-contact', 'companyName', 'text', 'Company name', {
        validators: [{ type: 'maxLength', value: 255, errorMessage: 'Too long' }],
      }),
      field('sales-contact', 'message', 'textarea', 'How can we help?', {
        required: false,
        validators: [{ type: 'maxLength', value: 2000, errorMessage: null }],
      }),
    ],
  );
  form(
    'sales-subscription',
    'subscription',
    {
      title: 'Product news for employers',
      ctaText: 'Subscribe',
      description: rich(['New job ad products and offers from our sales team, once a month.']),
      consentText: rich([
        'By subscribing you agree to receive product news. You can unsubscribe at any time.',
      ]),
      confirmationMessage: rich(['Thanks for subscribing to product news.']),
    },
    [...names('sales-subscription'), email('sales-subscription')],
  );
}

const container = (name, items) => ({
  id: idFor(`container:employer_au:${name}`),
  htmlId: name,
  box: null,
  tile: null,
  blocks: [
    { id: idFor(`block:employer_au:${name}`), name, skipDefaultLocale: false, box: null, tile: null, items },
  ],
});

/**
 * @param {import('./generate.mjs').Corpus} corpus
 * @param {import('./generate.mjs').SeedSite} site
 */
export function buildSalesFormPage(corpus, site) {
  if (site.name !== 'employer_au') return;
  addSalesForms(corpus);
  corpus.add('pages.json', 'Page', `${site.name}:contact-sales`, {
    fields: {
      slug: 'contact-sales',
      sites: [site.name],
      hideEmbeddedFormInSection: true,
      enableBreadcrumbs: false,
      containers: [
        container('sales-contact', [CONTACT_FORM]),
        container('sales-subscription', [SUBSCRIPTION_FORM]),
      ],
    },
    localizations: {
      en_AU: {
        title: 'Talk to our sales team',
        seo: {
          title: 'Talk to our sales team | SEEK',
          description:
            'Ask our sales team about job ad packages, or subscribe to product news for employers.',
          noIndex: false,
          noArchive: false,
        },
      },
    },
  });
}
