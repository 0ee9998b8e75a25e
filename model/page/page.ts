/**
 * The page's own fields (spec §3 Page) as the page queries select them (spec §7 GetPages, GetPagesLite,
 * GetPagesWithEntities …) and their schemas. The related section is read with the section's own fragment
 * and schema (SectionFields); the worker adds it to `pageRecordEntries`.
 */
import * as v from 'valibot';

import { seoSchema } from '../seo';

/** GetPagesLite: enough to find the page and tell a translation from a fallback. */
export const pageLiteSelection = /* GraphQL */ `
      id
      title
      slug
      locale
      stage
      sites
      localizations(locales: [$locale], includeCurrent: true) {
        locale
        title
      }`;

/** The page's own fields: what GetPages and the full entity queries have in common. */
export const pageRecordSelection = /* GraphQL */ `
      id
      title
      slug
      locale
      stage
      sites
      enableBreadcrumbs
      hideEmbeddedFormInSection
      seo {
        ...SeoFields
      }
      relatedPageSection {
        ...SectionFields
      }
      localizations(locales: [$locale], includeCurrent: true) {
        locale
        title
      }
      translations: localizations(includeCurrent: true) {
        locale
        slug
      }`;

const localizationsSchema = v.optional(
  v.array(v.object({ locale: v.string(), title: v.nullish(v.string()) })),
  [],
);

const pageLiteEntries = {
  id: v.string(),
  title: v.nullish(v.string()),
  slug: v.string(),
  locale: v.string(),
  stage: v.string(),
  sites: v.optional(v.array(v.string()), []),
  localizations: localizationsSchema,
};

/** GetPagesLite. */
export const pagesLiteSchema = v.object({ pages: v.array(v.object(pageLiteEntries)) });

/** The fields of `pageRecordSelection` but the related section. */
export const pageRecordEntries = {
  ...pageLiteEntries,
  enableBreadcrumbs: v.nullish(v.boolean()),
  hideEmbeddedFormInSection: v.nullish(v.boolean()),
  seo: v.nullish(seoSchema),
  translations: v.optional(v.array(v.object({ locale: v.string(), slug: v.string() })), []),
};

export type PageLiteData = v.InferOutput<typeof pagesLiteSchema>['pages'][number];
