/**
 * The CMS form as forms read it (spec §3 Form). ui/ never imports the worker, so the shape is stated here; the
 * worker's FormView (worker/content/forms/views.ts) is assignable to CmsFormModel.
 */

export interface FormRuleModel {
  /** minLength, maxLength, minNumber, maxNumber, email, minChecked or maxChecked. */
  type: string;
  value: number | null;
  /** The editor's message; null: the default message of spec §5. */
  errorMessage: string | null;
}

export interface FormOptionModel {
  value: string;
  label: string;
}

export interface FormFieldModel {
  id: string;
  key: string;
  /** text, number, email, textarea, checkbox, checkboxGroup or select; anything else is 'not supported'. */
  kind: string;
  label: string;
  placeholder: string | null;
  required: boolean;
  /** How many of the form's columns the field spans. */
  rowSpan: number | null;
  validators: FormRuleModel[];
  options: FormOptionModel[];
}

/** Rich text as the CMS sends it; islands read only its plain text. */
export interface FormTextModel {
  raw?: unknown;
  text: string;
}

export interface CmsFormModel {
  slug: string;
  title: string;
  formType: string | null;
  apiEndpoint: string | null;
  ctaText: string | null;
  columns: number | null;
  description: FormTextModel | null;
  disclaimerText: FormTextModel | null;
  consentText: FormTextModel | null;
  confirmationMessage: FormTextModel | null;
  fields: FormFieldModel[];
}

/** What the form island gets as props: plain, serialisable, no rich-text trees. */
export interface FormIslandModel {
  slug: string;
  kind: FormKind;
  ctaText: string | null;
  columns: number;
  consentText: string | null;
  disclaimerText: string | null;
  confirmationMessage: string | null;
  fields: FormFieldModel[];
}

/**
 * subscription: posts to hirer-subscription, the fixed rules of spec §5 apply, no robot check.
 * lead: the hirer lead form (robot check, message 'recaptcha verify').
 * dynamic: any other CMS form (robot check, 'Please verify that you are not a robot').
 */
export type FormKind = 'subscription' | 'lead' | 'dynamic';

export const SUBSCRIPTION_ENDPOINT = 'hirer-subscription';
const LEAD_TYPES = ['DownloadLeadGenForm', 'LeadGenForm'];

/** The kind of a CMS form, from its endpoint and type; the Worker and the island decide alike. */
export function formKind(form: Pick<CmsFormModel, 'apiEndpoint' | 'formType'>): FormKind {
  if (form.apiEndpoint === SUBSCRIPTION_ENDPOINT) return 'subscription';
  if (form.formType && LEAD_TYPES.includes(form.formType)) return 'lead';
  return 'dynamic';
}

/** Whether the form needs the robot check before it is sent (spec §5). */
export const needsRobotCheck = (kind: FormKind): boolean => kind !== 'subscription';

/** Spec §9: the four industries of the subscription form, used when the CMS lists none. */
export const SUBSCRIPTION_INDUSTRIES = [
  'Corporate Business',
  'Public sector/government',
  'Small to medium business',
  'Recruitment',
];

/** Spec §5/§9: names at most 40 characters; e-mail at most 255. */
export const NAME_MAX = 40;
export const EMAIL_MAX = 255;

const subscriptionRules: Record<string, FormRuleModel[]> = {
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
 * e-mail and industry required; bounds the editor left out added; the spec's industries when none are listed).
 */
export function effectiveFields(kind: FormKind, fields: readonly FormFieldModel[]): FormFieldModel[] {
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

/** The island's props from a CMS form: its fields with the rules that apply, and its texts as plain text. */
export function formIslandModel(form: CmsFormModel): FormIslandModel {
  const kind = formKind(form);
  const text = (value: FormTextModel | null) => value?.text.trim() || null;
  return {
    slug: form.slug,
    kind,
    ctaText: form.ctaText,
    columns: Math.min(Math.max(form.columns ?? 1, 1), 3),
    consentText: text(form.consentText),
    disclaimerText: text(form.disclaimerText),
    confirmationMessage: text(form.confirmationMessage),
    fields: effectiveFields(kind, form.fields),
  };
}
