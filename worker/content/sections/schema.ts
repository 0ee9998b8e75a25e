/** Valibot schemas of the section documents (GetSections, GetParentSection) and the fragments they share. */
import * as v from 'valibot';

import { assetSchema } from '../../../model/image';
import { linkSchema, navLinkSchema, sectionPathSchema } from '../../../model/links';

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

export type SectionData = v.InferOutput<typeof sectionSchema>;
