import type { FormView } from '../../model/form';
import { isSupported, type FieldValue } from '../../model/rules/forms';
import type { Site } from '../site/sites';

import type { FormTarget } from './outbox/message';
import { renderSaraMessage } from './sara-email';

/** One call to a form endpoint (spec §7): the service, the path under its base URL and the JSON body. */
export interface UpstreamCall {
  target: FormTarget;
  path: string;
  payload: Record<string, unknown>;
}

export interface PayloadInput {
  form: FormView;
  /** The checked answers by field key. */
  values: Record<string, FieldValue>;
  site: Site;
  sourcePage: string;
  recaptcha: string | undefined;
  now: Date;
  /** The reader's locale, BCP 47 (en-AU, th-TH). */
  locale: string;
  /** The site's origin as the reader sees it (https://www.seek.com.au). */
  origin: string;
  /** Where SARA enquiries are e-mailed (SARA_ENQUIRY_TO). */
  saraTo: string;
}

// The forms stand-in (scripts/services/forms.mjs) accepts the same endpoint names.
const ENDPOINT = /^[A-Za-z0-9][\w.~-]*(?:\/[\w.~-]+)*$/;
const SUBSCRIPTION_KEYS = ['firstName', 'lastName', 'email', 'industry'] as const;

/** Spec §7: 'Employer' on employer sites, else 'Job Seeker'. */
export const employerJobSeeker = (site: Site) => (site.audience === 'employer' ? 'Employer' : 'Job Seeker');

/** The answers to send: supported fields only, text trimmed, numbers as numbers, empty answers dropped. */
function answers(form: FormView, values: Record<string, FieldValue>): Record<string, FieldValue | number> {
  const out: Record<string, FieldValue | number> = {};
  for (const field of form.fields.filter(isSupported)) {
    const raw = values[field.key];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[field.key] = field.kind === 'number' && typeof value === 'string' ? Number(value) : value;
  }
  return out;
}

/**
 * The call a checked submission makes (spec §7): hirer-subscription gets the fixed subscription payload; a lead
 * form posts to hirer; a SARA enquiry e-mails its answers through sara; a MailChimp form posts to
 * mailChimp-subscription; a sales-platform form to the sales platform (salesPlatformCall); any other form to its
 * own endpoint. Throws when the CMS form cannot be sent (no endpoint, a subscription without its four fields, a
 * SARA enquiry without an e-mail answer).
 */
export function upstreamCall(input: PayloadInput): UpstreamCall {
  const { form, site, sourcePage, recaptcha } = input;
  const values = answers(form, input.values);
  const country = site.country.toUpperCase();
  switch (form.kind) {
    case 'subscription': {
      const missing = SUBSCRIPTION_KEYS.filter((key) => typeof values[key] !== 'string');
      if (missing.length)
        throw new Error(`Form ${form.slug} lacks subscription fields: ${missing.join(', ')}`);
      return {
        target: 'wpt',
        path: 'hirer-subscription',
        payload: {
          ...Object.fromEntries(SUBSCRIPTION_KEYS.map((key) => [key, values[key]])),
          dateSubscribed: input.now.toISOString(),
          // The stand-in and the spec cap it at 255 characters; the page path names where they subscribed.
          sourceName: sourcePage.slice(0, 255),
          siteKey: country,
        },
      };
    }
    case 'lead':
      return {
        target: 'wpt',
        path: 'hirer',
        payload: {
          employerJobSeeker: employerJobSeeker(site),
          ...values,
          siteCountry: country,
          sourcePage,
          recaptcha,
        },
      };
    case 'dynamic':
      if (form.formType?.toLowerCase() === 'mailchimp') {
        const apiEndpoint = form.apiEndpoint ?? '';
        return {
          target: 'wpt',
          path: 'mailChimp-subscription',
          payload: { ...values, apiEndpoint, SITECNTRY: country, recaptcha },
        };
      }
      if (form.formType?.toLowerCase() === 'saraenquiry') return saraCall(input, values);
      if (form.formType?.toLowerCase() === 'salesplatform') return salesPlatformCall(input, values);
      if (!form.apiEndpoint || !ENDPOINT.test(form.apiEndpoint)) {
        throw new Error(`Form ${form.slug} has no usable apiEndpoint: ${JSON.stringify(form.apiEndpoint)}`);
      }
      return {
        target: 'wpt',
        path: form.apiEndpoint,
        payload: {
          values,
          siteCountry: country,
          employerJobSeeker: employerJobSeeker(site),
          sourcePage,
          recaptcha,
        },
      };
  }
}

/** Spec §7 `POST {wptApi}/sara`: from the reader's e-mail to SARA_ENQUIRY_TO, the answers as a rendered e-mail. */
function saraCall(input: PayloadInput, values: Record<string, FieldValue | number>): UpstreamCall {
  const { form, site, sourcePage } = input;
  const from = values.email;
  if (typeof from !== 'string') throw new Error(`Form ${form.slug}: a SARA enquiry needs an email answer`);
  const shown = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]),
  );
  return {
    target: 'wpt',
    path: 'sara',
    payload: {
      from,
      to: input.saraTo,
      subject: `SARA enquiry: ${form.title || form.slug}`.slice(0, 998),
      message: renderSaraMessage(form, shown, site, sourcePage),
      recaptcha: input.recaptcha,
    },
  };
}

/** The sales platform's two forms; the CMS form's apiEndpoint picks one (contact unless it says subscription). */
const SALES_FORMS = ['contact', 'subscription'] as const;

/**
 * The sales platform's contact/subscription form (spec §7: locale, source name, privacy url, captcha key,
 * country, site; path and payload are ours, documented in scripts/services/sales.mjs):
 * `POST {SALES_FORM_API}/v1/forms/{contact|subscription}` with
 * `{ locale, sourceName, privacyUrl, captchaKey, country, site, fields }`.
 */
function salesPlatformCall(input: PayloadInput, values: Record<string, FieldValue | number>): UpstreamCall {
  const { form, site, locale, origin, sourcePage } = input;
  const kind = SALES_FORMS.find((name) => name === form.apiEndpoint) ?? 'contact';
  const prefix = locale.startsWith('th') ? '/th' : locale.startsWith('id') ? '/id' : '';
  return {
    target: 'sales',
    path: `v1/forms/${kind}`,
    payload: {
      locale,
      sourceName: sourcePage.slice(0, 255),
      privacyUrl: `${origin}${prefix}/privacy`,
      captchaKey: input.recaptcha,
      country: site.country.toUpperCase(),
      site: site.name,
      fields: values,
    },
  };
}
