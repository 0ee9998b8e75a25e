/** Valibot schemas of the section documents (GetSections, GetParentSection) and the fragments they share. */
import * as v from 'valibot';

import { assetSchema, sectionPathSchema } from '../fragment-schemas';

const linkTargetSchema = v.object({
  __typename: v.string(),
  id: v.optional(v.string()),
  url: v.optional(v.string()),
  slug: v.optional(v.string()),
  category: v.nullish(v.object({ relatedCategorySection: v.nullish(sectionPathSchema) })),
  relatedPageSection: v.nullish(sectionPathSchema),
  relatedCategorySection: v.nullish(sectionPathSchema),
});

const linkEntries = {
  id: v.string(),
  text: v.nullish(v.string()),
  openLinkInNewTab: v.nullish(v.boolean()),
  locale: v.nullish(v.string()),
  skipDefaultLocale: v.nullish(v.boolean()),
  to: v.nullish(linkTargetSchema),
};

/** LinkFields. */
export const linkSchema = v.object(linkEntries);

/** LinkFields with one level of sub-links, as header links have them. */
export const navLinkSchema = v.object({ ...linkEntries, subLinks: v.optional(v.array(linkSchema), []) });

/** SectionFields: the section path, its sites, header and footer options. */
export const sectionSchema = v.object({
  ...sectionPathSchema.entries,
  sites: v.optional(v.array(v.string()), []),
  headerOptions: v.nullish(
    v.object({
      id: v.string(),
      hideHeader: v.nullish(v.boolean()),
      logo: v.nullish(assetSchema),
      links: v.array(navLinkSchema),
    }),
  ),
  footerOptions: v.nullish(
    v.object({
      id: v.string(),
      skipDefaultLocale: v.nullish(v.boolean()),
      copyright: v.nullish(v.string()),
      logo: v.nullish(assetSchema),
      links: v.array(linkSchema),
    }),
  ),
});

export const getSectionsSchema = v.object({ sections: v.array(sectionSchema) });

export const getParentSectionSchema = v.object({
  sections: v.array(
    v.object({ id: v.string(), sectionName: v.string(), parentSection: v.nullish(sectionSchema) }),
  ),
});

export type AssetData = v.InferOutput<typeof assetSchema>;
export type LinkData = v.InferOutput<typeof linkSchema>;
export type NavLinkData = v.InferOutput<typeof navLinkSchema>;
export type SectionData = v.InferOutput<typeof sectionSchema>;
export type SectionPathData = v.InferOutput<typeof sectionPathSchema>;
