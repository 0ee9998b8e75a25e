/** Valibot schemas of the page documents (spec §7: GetPages, GetPagesLite, GetPagesContainers …, GetEntities). */
import * as v from 'valibot';

import { boxSchema, tileSchema } from '../../../model/layout';
import { seoSchema } from '../../../model/seo';
import { sectionSchema } from '../sections/schema';

import { blockItemSchema, itemRefSchema, pageBannerSchema, promotionalBannerSchema } from './item-schema';

const localizationsSchema = v.optional(
  v.array(v.object({ locale: v.string(), title: v.nullish(v.string()) })),
  [],
);

/** GetPagesLite: enough to find the page and tell a translation from a fallback. */
export const pagesLiteSchema = v.object({
  pages: v.array(
    v.object({
      id: v.string(),
      title: v.nullish(v.string()),
      slug: v.string(),
      locale: v.string(),
      stage: v.string(),
      sites: v.optional(v.array(v.string()), []),
      localizations: localizationsSchema,
    }),
  ),
});

/** The page's own fields (PAGE_FIELDS): what GetPages and the full entity queries have in common. */
export const pageRecordSchema = v.object({
  id: v.string(),
  title: v.nullish(v.string()),
  slug: v.string(),
  locale: v.string(),
  stage: v.string(),
  sites: v.optional(v.array(v.string()), []),
  enableBreadcrumbs: v.nullish(v.boolean()),
  hideEmbeddedFormInSection: v.nullish(v.boolean()),
  seo: v.nullish(seoSchema),
  relatedPageSection: v.nullish(sectionSchema),
  localizations: localizationsSchema,
  translations: v.optional(v.array(v.object({ locale: v.string(), slug: v.string() })), []),
});

/** GetPages, GetPagesWithEntities and GetPagesWithEntitiesMinimal, read for the page's own fields. */
export const pageRecordsSchema = v.object({ pages: v.array(pageRecordSchema) });

const blockSchema = v.object({
  id: v.string(),
  name: v.nullish(v.string()),
  skipDefaultLocale: v.nullish(v.boolean()),
  box: v.nullish(boxSchema),
  tile: v.nullish(tileSchema),
  items: v.array(itemRefSchema),
});

export const containerSchema = v.object({
  id: v.string(),
  htmlId: v.nullish(v.string()),
  box: v.nullish(boxSchema),
  tile: v.nullish(tileSchema),
  blocks: v.array(blockSchema),
});

/** GetPagesContainers: containers and blocks, each item as a typename, id and stage. */
export const pagesContainersSchema = v.object({
  pages: v.array(v.object({ id: v.string(), containers: v.array(containerSchema) })),
});

/** GetPagesPromotionalBanner. */
export const pagesPromotionalBannerSchema = v.object({
  pages: v.array(v.object({ id: v.string(), promotionalBanner: v.nullish(promotionalBannerSchema) })),
});

/** GetPagesBanner. */
export const pagesBannerSchema = v.object({
  pages: v.array(v.object({ id: v.string(), banner: v.nullish(pageBannerSchema) })),
});

/** GetEntities: the block items by id; entries missing in every requested locale are left out. */
export const entitiesSchema = v.object({ entities: v.nullish(v.array(blockItemSchema), []) });

export type PageLiteData = v.InferOutput<typeof pagesLiteSchema>['pages'][number];
export type PageRecordData = v.InferOutput<typeof pageRecordSchema>;
export type ContainerData = v.InferOutput<typeof containerSchema>;
