import * as v from 'valibot';

/**
 * Valibot schemas of the GraphQL fragments every document shares (documents/fragments.ts), in one
 * place so each loader validates them the same way.
 */

/** AssetFields. */
export const assetSchema = v.object({
  id: v.string(),
  url: v.string(),
  handle: v.nullish(v.string()),
  fileName: v.nullish(v.string()),
  mimeType: v.nullish(v.string()),
  width: v.nullish(v.number()),
  height: v.nullish(v.number()),
  alt: v.nullish(v.string()),
});

/** SeoFields. */
export const seoSchema = v.object({
  title: v.nullish(v.string()),
  description: v.nullish(v.string()),
  noArchive: v.nullish(v.boolean()),
  noIndex: v.nullish(v.boolean()),
  image: v.nullish(assetSchema),
});

/** SectionPath: a section with its parent, as links and breadcrumbs need it. */
export const sectionPathSchema = v.object({
  id: v.string(),
  sectionName: v.string(),
  displayName: v.nullish(v.string()),
  theme: v.nullish(v.string()),
  parentSection: v.nullish(
    v.object({ id: v.string(), sectionName: v.string(), displayName: v.nullish(v.string()) }),
  ),
});

/** BoxFields. */
export const boxSchema = v.object({
  width: v.nullish(v.string()),
  textAlign: v.nullish(v.string()),
  borderRadius: v.nullish(v.string()),
  paddingHeight: v.nullish(v.string()),
  paddingWidth: v.nullish(v.string()),
  background: v.nullish(v.string()),
  blockBorder: v.nullish(v.boolean()),
});

export type AssetData = v.InferOutput<typeof assetSchema>;
export type SeoData = v.InferOutput<typeof seoSchema>;
export type SectionPathData = v.InferOutput<typeof sectionPathSchema>;
export type BoxData = v.InferOutput<typeof boxSchema>;
