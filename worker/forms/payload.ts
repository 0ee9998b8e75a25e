import type { FormView } from '../../model/form';
import { isSupported, type FieldValue } from '../../ui/forms/rules';
import type { Site } from '../site/sites';

import type { FormTarget } from './outbox/message';

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
 * form posts to hirer; a MailChimp form to mailChimp-subscription; any other form to its own endpoint. Throws
 * when the CMS form cannot be sent (no endpoint, a subscription without its four fields, SARA enquiries).
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
      if (form.formType?.toLowerCase() === 'saraenquiry') {
        throw new Error(`Form ${form.slug}: SARA enquiries need a rendered e-mail, which is not built yet`);
      }
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
