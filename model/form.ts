/**
 * Form (spec §3 Form, §5 validation): the CMS form a page block, an embedded item, an article's formData and
 * the subscription section show, and that the form endpoint checks answers against. The worker maps it once
 * (formView); the ui renders the view and hands its browser part to the forms island as props.
 */
import * as v from 'valibot';

import type { FormFieldView, FormValidatorView } from './form-field';
import { leadFields } from './lead-form';
import { skipsLocale, type ViewScope } from './locale';
import { richTextSchema, richTextView, type RichTextContent } from './rich-text';

/** The selection of FormFields (the Form block type's fragment, model/blocks/form.ts) but id and locale. */
export const formFields = /* GraphQL */ `
      title
      slug
      formType
      apiEndpoint
      ctaText
      buttonColour
      columns
      skipDefaultLocale
      sites
      description {
        ...RichTextFields
      }
      disclaimerText {
        ...RichTextFields
      }
      consentText {
        ...RichTextFields
      }
      confirmationMessage {
        ...RichTextFields
      }
      document {
        url
        fileName
      }
      fields {
        id
        key
        kind
        label
        placeholder
        required
        locale
        rowSpan
        validators {
          type
          value
          errorMessage
        }
        options {
          value
          label
        }
      }`;

const formFieldSchema = v.object({
  id: v.string(),
  key: v.string(),
  kind: v.string(),
  label: v.nullish(v.string()),
  placeholder: v.nullish(v.string()),
  required: v.nullish(v.boolean()),
  locale: v.nullish(v.string()),
  rowSpan: v.nullish(v.number()),
  validators: v.optional(
    v.array(
      v.object({ type: v.string(), value: v.nullish(v.number()), errorMessage: v.nullish(v.string()) }),
    ),
    [],
  ),
  options: v.optional(v.array(v.object({ value: v.string(), label: v.string() })), []),
});

/** FormFields without the id and locale every block item has. */
export const formEntries = {
  title: v.nullish(v.string()),
  slug: v.string(),
  formType: v.nullish(v.string()),
  apiEndpoint: v.nullish(v.string()),
  ctaText: v.nullish(v.string()),
  buttonColour: v.nullish(v.string()),
  columns: v.nullish(v.number()),
  skipDefaultLocale: v.nullish(v.boolean()),
  sites: v.optional(v.array(v.string()), []),
  description: v.nullish(richTextSchema),
  disclaimerText: v.nullish(richTextSchema),
  consentText: v.nullish(richTextSchema),
  confirmationMessage: v.nullish(richTextSchema),
  document: v.nullish(v.object({ url: v.string(), fileName: v.string() })),
  fields: v.array(formFieldSchema),
};

/** FormFields (GetFormData, an embedded item's form, an article's formData). */
export const formSchema = v.object({ id: v.string(), locale: v.nullish(v.string()), ...formEntries });

export type FormEntryData = v.InferOutput<typeof formSchema>;

/**
 * subscription: posts to hirer-subscription, the fixed rules of spec §5 apply, no robot check.
 * lead: the hirer lead form (robot check, message 'recaptcha verify').
 * dynamic: any other CMS form (robot check, 'Please verify that you are not a robot').
 */
export type FormKind = 'subscription' | 'lead' | 'dynamic';

/** The report a download lead form hands out after it is sent (spec §4): an asset's address and file name. */
export interface FormDocument {
  url: string;
  fileName: string;
}

export interface FormView {
  __typename: 'Form';
  id: string;
  slug: string;
  title: string;
  /** Shown by the page around the form, never sent to the island. */
  description: RichTextContent | null;
  formType: string | null;
  apiEndpoint: string | null;
  kind: FormKind;
  ctaText: string | null;
  /** 1 to 3. */
  columns: number;
  /** The texts the island shows, as plain text. */
  consentText: string | null;
  disclaimerText: string | null;
  confirmationMessage: string | null;
  /** A download lead form's report, linked from its confirmation (spec §4); null on every other form. */
  document: FormDocument | null;
  /** The fields in the form's locale, with the rules that apply (the fixed ones of a subscription included). */
  fields: FormFieldView[];
}

/** What the forms island gets as props (DESIGN §5): plain, serialisable, no rich-text trees. */
export type FormIslandProps = Pick<
  FormView,
  | 'slug'
  | 'kind'
  | 'ctaText'
  | 'columns'
  | 'consentText'
  | 'disclaimerText'
  | 'confirmationMessage'
  | 'document'
  | 'fields'
>;

const SUBSCRIPTION_ENDPOINT = 'hirer-subscription';
const DOWNLOAD_LEAD_TYPE = 'DownloadLeadGenForm';
const LEAD_TYPES = [DOWNLOAD_LEAD_TYPE, 'LeadGenForm'];

/** The kind of a CMS form, from its endpoint and type. */
export function formKind(form: { apiEndpoint?: string | null; formType?: string | null }): FormKind {
  if (form.apiEndpoint === SUBSCRIPTION_ENDPOINT) return 'subscription';
  if (form.formType && LEAD_TYPES.includes(form.formType)) return 'lead';
  return 'dynamic';
}

/** Spec §9: the four industries of the subscription form, used when the CMS lists none. */
const SUBSCRIPTION_INDUSTRIES = [
  'Corporate Business',
  'Public sector/government',
  'Small to medium business',
  'Recruitment',
];

/** Spec §5/§9: names at most 40 characters; e-mail at most 255. */
const NAME_MAX = 40;
const EMAIL_MAX = 255;

const subscriptionRules: Record<string, FormValidatorView[]> = {
  firstName: [{ type: 'maxLength', value: NAME_MAX, errorMessage: null }],
  lastName: [{ type: 'maxLength', value: NAME_MAX, errorMessage: null }],
  email: [
    { type: 'email', value: null, errorMessage: null },
    { type: 'maxLength', value: EMAIL_MAX, errorMessage: null },
  ],
  industry: [],
};

/**
 * The fields as validated: the CMS fields, and for a subscription the fixed rules of spec §5 on top (names,
 * e-mail and industry required; bounds the editor left out added; the spec's industries when none are listed);
 * for a lead form those of model/lead-form.ts.
 */
function effectiveFields(
  kind: FormKind,
  fields: readonly FormFieldView[],
  scope: ViewScope,
): FormFieldView[] {
  if (kind === 'lead') return leadFields(fields, scope);
  if (kind !== 'subscription') return [...fields];
  return fields.map((field) => {
    const fixed = subscriptionRules[field.key];
    if (!fixed) return field;
    const missing = fixed.filter((rule) => !field.validators.some((own) => own.type === rule.type));
    const options =
      field.key === 'industry' && field.options.length === 0
        ? SUBSCRIPTION_INDUSTRIES.map((value) => ({ value, label: value }))
        : field.options;
    return { ...field, required: true, validators: [...field.validators, ...missing], options };
  });
}

/** An address a reader may be sent to: https, or a path of this site (never `//host`, never `javascript:`). */
const SAFE_DOCUMENT_URL = /^(?:https:\/\/[^\s/]+|\/(?!\/))[^\s]*$/;

/**
 * Spec §4: only a download lead form shows the report link, and only when its document has an address a reader
 * may follow; the file name (for the `download` attribute) keeps no path.
 */
function reportDocument(form: FormEntryData): FormDocument | null {
  const asset = form.document;
  if (form.formType !== DOWNLOAD_LEAD_TYPE || !asset || !SAFE_DOCUMENT_URL.test(asset.url)) return null;
  const fileName = asset.fileName.split(/[\\/]/).pop()?.trim() ?? '';
  return { url: asset.url, fileName: fileName || 'report.pdf' };
}

const plainText = (text: RichTextContent | null | undefined) => text?.text.trim() || null;

/**
 * A form's view: fields in another locale are left out when the form says skipDefaultLocale (spec §5), the
 * rules of its kind applied, columns kept within 1–3 and the island's texts as plain text.
 */
export function formView(form: FormEntryData, scope: ViewScope): FormView {
  const skip = form.skipDefaultLocale === true;
  const kind = formKind(form);
  const fields = form.fields
    .filter((field) => !skipsLocale(field.locale, scope, skip))
    .map((field) => ({
      id: field.id,
      key: field.key,
      kind: field.kind,
      label: field.label ?? field.key,
      placeholder: field.placeholder ?? null,
      required: field.required === true,
      rowSpan: field.rowSpan ?? null,
      validators: field.validators.map((rule) => ({
        type: rule.type,
        value: rule.value ?? null,
        errorMessage: rule.errorMessage ?? null,
      })),
      options: field.options,
    }));
  return {
    __typename: 'Form',
    id: form.id,
    slug: form.slug,
    title: form.title ?? '',
    description: richTextView(form.description),
    formType: form.formType ?? null,
    apiEndpoint: form.apiEndpoint ?? null,
    kind,
    ctaText: form.ctaText ?? null,
    columns: Math.min(Math.max(form.columns ?? 1, 1), 3),
    consentText: plainText(form.consentText),
    disclaimerText: plainText(form.disclaimerText),
    confirmationMessage: plainText(form.confirmationMessage),
    document: reportDocument(form),
    fields: effectiveFields(kind, fields, scope),
  };
}
