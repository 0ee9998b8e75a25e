import * as v from 'valibot';

import { typedJsonObjectSchema } from './json';

/** The AssetFields fragment. */
export const assetSchema = v.object({
  id: v.string(),
  url: v.string(),
  fileName: v.nullish(v.string()),
  mimeType: v.nullish(v.string()),
  width: v.nullish(v.number()),
  height: v.nullish(v.number()),
  alt: v.nullish(v.string()),
});

/** The SeoFields fragment. */
export const seoSchema = v.object({
  title: v.nullish(v.string()),
  description: v.nullish(v.string()),
  noArchive: v.nullish(v.boolean()),
  noIndex: v.nullish(v.boolean()),
  image: v.nullish(assetSchema),
});

/** The SectionPath fragment: a section and its parent, enough to build links. */
export const sectionPathSchema = v.object({
  id: v.string(),
  sectionName: v.string(),
  displayName: v.nullish(v.string()),
  theme: v.nullish(v.string()),
  parentSection: v.nullish(
    v.object({ id: v.string(), sectionName: v.string(), displayName: v.nullish(v.string()) }),
  ),
});

/** The BoxFields fragment. */
export const boxSchema = v.object({
  width: v.nullish(v.string()),
  textAlign: v.nullish(v.string()),
  borderRadius: v.nullish(v.string()),
  paddingHeight: v.nullish(v.string()),
  paddingWidth: v.nullish(v.string()),
  background: v.nullish(v.string()),
  blockBorder: v.nullish(v.boolean()),
});

/** An additional-content box and its block items (kept as JSON for the block dispatcher). */
export const additionalContentSchema = v.object({
  box: v.nullish(boxSchema),
  components: v.array(typedJsonObjectSchema),
});

export type AssetData = v.InferOutput<typeof assetSchema>;
export type SeoData = v.InferOutput<typeof seoSchema>;
export type SectionData = v.InferOutput<typeof sectionPathSchema>;
export type BoxData = v.InferOutput<typeof boxSchema>;
