/**
 * Valibot schemas of the page documents that read the related section or any block item (spec §7: GetPages,
 * GetPagesWithEntities, GetPagesWithEntitiesMinimal, GetEntities). The other page queries' schemas are
 * beside their fields in model/page/.
 */
import * as v from 'valibot';

import { pageRecordEntries } from '../../../model/page/page';
import { sectionSchema } from '../sections/schema';

import { blockItemSchema } from './item-schema';

/** The page's own fields (model/page/page.ts `pageRecordSelection`) with its related section. */
export const pageRecordSchema = v.object({
  ...pageRecordEntries,
  relatedPageSection: v.nullish(sectionSchema),
});

/** GetPages, GetPagesWithEntities and GetPagesWithEntitiesMinimal, read for the page's own fields. */
export const pageRecordsSchema = v.object({ pages: v.array(pageRecordSchema) });

/** GetEntities: the block items by id; entries missing in every requested locale are left out. */
export const entitiesSchema = v.object({ entities: v.nullish(v.array(blockItemSchema), []) });

export type PageRecordData = v.InferOutput<typeof pageRecordSchema>;
