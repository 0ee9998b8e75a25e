/** Valibot schemas of GetFormData, getBannerItem and GetImageAsset (FormFields, BannerItemFields, AssetFields). */
import * as v from 'valibot';

import { actionGroupSchema } from '../../../model/blocks/action-group';
import { headingSchema } from '../../../model/blocks/heading';
import { paragraphSchema } from '../../../model/blocks/paragraph';
import { assetSchema } from '../../../model/image';
import { richTextSchema } from '../../../model/rich-text';

export const formFieldSchema = v.object({
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

export const formSchema = v.object({
  id: v.string(),
  title: v.nullish(v.string()),
  slug: v.string(),
  locale: v.nullish(v.string()),
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
  fields: v.array(formFieldSchema),
});

export const bannerItemSchema = v.object({
  id: v.string(),
  slug: v.string(),
  locale: v.nullish(v.string()),
  backgroundColor: v.nullish(v.string()),
  borderRadius: v.nullish(v.string()),
  bannerItemDecoration: v.nullish(v.string()),
  disableHorizontalPadding: v.nullish(v.boolean()),
  skipDefaultLocale: v.nullish(v.boolean()),
  sites: v.optional(v.array(v.string()), []),
  heading: v.nullish(headingSchema),
  paragraph: v.nullish(paragraphSchema),
  actionGroup: v.nullish(actionGroupSchema),
});

export const getFormDataSchema = v.object({ forms: v.array(formSchema) });
export const getBannerItemSchema = v.object({ bannerItems: v.array(bannerItemSchema) });
export const getImageAssetSchema = v.object({ asset: v.nullable(assetSchema) });

export type FormEntryData = v.InferOutput<typeof formSchema>;
export type BannerItemData = v.InferOutput<typeof bannerItemSchema>;
