/**
 * The page's own fields (spec §3 Page) as the page queries select them (spec §7 GetPages, GetPagesLite,
 * GetPagesWithEntities …) and their schemas; the related section is read with the section's own fragment
 * and schema (SectionFields). Also GetEntities' schema: the page's block items by id; and the whole page as
 * GetPagesWithEntities reads it.
 */
import * as v from 'valibot';

import { blockItemSchema } from '../blocks/registry';
import { localizedPath, sectionBase, type SectionRef } from '../links';
import type { Language } from '../locale';
import { sectionSchema } from '../section';
import { localizedSeoSchema, seoSchema } from '../seo';

import { pageBannerSchema, promotionalBannerSchema } from './banners';
import { resolvedContainerSchema } from './containers';

/** GetPagesLite: enough to find the page and tell a translation from a fallback. */
export const pageLiteSelection = /* GraphQL */ `
      id
      title
      slug
      locale
      stage
      updatedAt
      documentInStages(stages: [PUBLISHED]) {
        publishedAt
      }
      sites
      localizations(locales: [$locale], includeCurrent: true) {
        locale
        title
        seo {
          title
          description
        }
      }`;

/** The page's own fields (the lite ones and more): what GetPages and the full entity queries have in common. */
export const pageRecordSelection = /* GraphQL */ `${pageLiteSelection}
      enableBreadcrumbs
      hideEmbeddedFormInSection
      seo {
        ...SeoFields
      }
      relatedPageSection {
        ...SectionFields
      }
      translations: localizations(includeCurrent: true) {
        locale
        slug
      }`;

const localizationsSchema = v.optional(
  v.array(v.object({ locale: v.string(), title: v.nullish(v.string()), seo: v.nullish(localizedSeoSchema) })),
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

/** The page's own fields with its related section. */
export const pageRecordSchema = v.object({
  ...pageRecordEntries,
  relatedPageSection: v.nullish(sectionSchema),
});

/** GetPages and GetPagesWithEntitiesMinimal, read for the page's own fields. */
export const pageRecordsSchema = v.object({ pages: v.array(pageRecordSchema) });

/** GetPagesWithEntities: the whole page, its own fields, banners and containers with their items resolved. */
export const pagesWithEntitiesSchema = v.object({
  pages: v.array(
    v.object({
      ...pageRecordSchema.entries,
      promotionalBanner: v.nullish(promotionalBannerSchema),
      banner: v.nullish(pageBannerSchema),
      containers: v.array(resolvedContainerSchema),
    }),
  ),
});

/** GetEntities: the block items by id; entries missing in every requested locale are left out. */
export const entitiesSchema = v.object({ entities: v.nullish(v.array(blockItemSchema), []) });

export type PageLiteData = v.InferOutput<typeof pagesLiteSchema>['pages'][number];
export type PageRecordData = v.InferOutput<typeof pageRecordSchema>;
export type WholePageData = v.InferOutput<typeof pagesWithEntitiesSchema>['pages'][number];

export interface BreadcrumbView {
  text: string;
  /** null for the last item, the page itself. */
  href: string | null;
}

/** What the breadcrumbs read of the page's section. */
export interface BreadcrumbSection extends SectionRef {
  displayName: string;
  parentSection: { sectionName: string; displayName: string } | null;
}

/** Parent section, section (unless the page is the section's own page), then the page title, unlinked. */
export function pageBreadcrumbs(
  title: string,
  slug: string,
  section: BreadcrumbSection | null,
  language: Language,
): BreadcrumbView[] {
  const crumbs: BreadcrumbView[] = [];
  const parent = section?.parentSection;
  if (parent)
    crumbs.push({ text: parent.displayName, href: localizedPath(`/${parent.sectionName}`, language) });
  if (section && slug !== section.sectionName) {
    crumbs.push({ text: section.displayName, href: localizedPath(sectionBase(section), language) });
  }
  crumbs.push({ text: title, href: null });
  return crumbs;
}
