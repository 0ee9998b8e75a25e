/**
 * Reads a form that arrives as raw CMS JSON (an article's formData, spec §3) into the CmsFormModel, checking
 * it on the way. Server rendering only: islands get the model as props and never import valibot from here.
 */
import * as v from 'valibot';

import type { CmsFormModel } from './model';

const text = v.nullish(v.object({ raw: v.optional(v.unknown()), text: v.optional(v.string(), '') }), null);

const fieldSchema = v.object({
  id: v.string(),
  key: v.string(),
  kind: v.string(),
  label: v.nullish(v.string(), null),
  placeholder: v.nullish(v.string(), null),
  required: v.nullish(v.boolean(), false),
  rowSpan: v.nullish(v.number(), null),
  validators: v.nullish(
    v.array(
      v.object({
        type: v.string(),
        value: v.nullish(v.number(), null),
        errorMessage: v.nullish(v.string(), null),
      }),
    ),
    [],
  ),
  options: v.nullish(v.array(v.object({ value: v.string(), label: v.string() })), []),
});

const formSchema = v.object({
  slug: v.string(),
  title: v.nullish(v.string(), ''),
  formType: v.nullish(v.string(), null),
  apiEndpoint: v.nullish(v.string(), null),
  ctaText: v.nullish(v.string(), null),
  columns: v.nullish(v.number(), null),
  description: text,
  disclaimerText: text,
  consentText: text,
  confirmationMessage: text,
  fields: v.nullish(v.array(fieldSchema), []),
});

/** The form model of raw CMS form JSON; null when it is not a form. */
export function readForm(raw: unknown): CmsFormModel | null {
  const parsed = v.safeParse(formSchema, raw);
  if (!parsed.success) return null;
  const form = parsed.output;
  return {
    ...form,
    fields: form.fields.map((field) => ({ ...field, label: field.label ?? field.key })),
  };
}
