/** The Form and BannerItem view models (spec §3) and their mapping. */
import { actionGroupView, type ActionGroupView } from '../../../model/blocks/action-group';
import { headingView, type HeadingView } from '../../../model/blocks/heading';
import { paragraphView, type ParagraphView } from '../../../model/blocks/paragraph';
import { skipsLocale, type ViewScope } from '../../../model/locale';
import { richTextView, type RichTextContent as RichTextView } from '../../../model/rich-text';

import type { BannerItemData, FormEntryData } from './schema';

export interface FormValidatorView {
  /** minLength, maxLength, minNumber, maxNumber, email, minChecked or maxChecked. */
  type: string;
  value: number | null;
  /** null: the default message of spec §5 applies. */
  errorMessage: string | null;
}

export interface FormFieldView {
  id: string;
  key: string;
  /** text, number, email, textarea, checkbox, checkboxGroup or select. */
  kind: string;
  label: string;
  placeholder: string | null;
  required: boolean;
  rowSpan: number | null;
  validators: FormValidatorView[];
  options: { value: string; label: string }[];
}

export interface FormView {
  __typename: 'Form';
  id: string;
  slug: string;
  title: string;
  locale: string | null;
  formType: string | null;
  apiEndpoint: string | null;
  ctaText: string | null;
  buttonColour: string | null;
  columns: number | null;
  sites: string[];
  description: RichTextView | null;
  disclaimerText: RichTextView | null;
  consentText: RichTextView | null;
  confirmationMessage: RichTextView | null;
  fields: FormFieldView[];
}

export interface BannerItemView {
  __typename: 'BannerItem';
  id: string;
  slug: string;
  locale: string | null;
  backgroundColor: string | null;
  borderRadius: string | null;
  bannerItemDecoration: string | null;
  disableHorizontalPadding: boolean;
  heading: HeadingView | null;
  paragraph: ParagraphView | null;
  actionGroup: ActionGroupView | null;
}

/** A form; fields in another locale are left out when the form says skipDefaultLocale (spec §5). */
export function formView(form: FormEntryData, scope: ViewScope): FormView {
  const skip = form.skipDefaultLocale === true;
  return {
    __typename: 'Form',
    id: form.id,
    slug: form.slug,
    title: form.title ?? '',
    locale: form.locale ?? null,
    formType: form.formType ?? null,
    apiEndpoint: form.apiEndpoint ?? null,
    ctaText: form.ctaText ?? null,
    buttonColour: form.buttonColour ?? null,
    columns: form.columns ?? null,
    sites: form.sites,
    description: richTextView(form.description),
    disclaimerText: richTextView(form.disclaimerText),
    consentText: richTextView(form.consentText),
    confirmationMessage: richTextView(form.confirmationMessage),
    fields: form.fields
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
      })),
  };
}

/** A banner item (e.g. 'contactus') with its action links resolved. */
export function bannerItemView(item: BannerItemData, scope: ViewScope): BannerItemView {
  return {
    __typename: 'BannerItem',
    id: item.id,
    slug: item.slug,
    locale: item.locale ?? null,
    backgroundColor: item.backgroundColor ?? null,
    borderRadius: item.borderRadius ?? null,
    bannerItemDecoration: item.bannerItemDecoration ?? null,
    disableHorizontalPadding: item.disableHorizontalPadding === true,
    heading: headingView(item.heading),
    paragraph: paragraphView(item.paragraph),
    actionGroup: actionGroupView(item.actionGroup, scope),
  };
}
