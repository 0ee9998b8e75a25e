import * as v from 'valibot';

import { boxSchema } from '../fragment-schemas';

import { typedJsonObjectSchema } from './json';

/** An additional-content box and its block items (kept as JSON for the block dispatcher). */
export const additionalContentSchema = v.object({
  box: v.nullish(boxSchema),
  components: v.array(typedJsonObjectSchema),
});

export type { AssetData, BoxData, SeoData, SectionPathData as SectionData } from '../fragment-schemas';
