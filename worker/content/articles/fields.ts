import * as v from 'valibot';

import { typedJsonObjectSchema } from '../../../model/json';
import { boxSchema } from '../../../model/layout';

/** An additional-content box and its block items (kept as JSON for the block dispatcher). */
export const additionalContentSchema = v.object({
  box: v.nullish(boxSchema),
  components: v.array(typedJsonObjectSchema),
});

export type { Asset as AssetData } from '../../../model/image';
export type { Box as BoxData } from '../../../model/layout';
export type { SeoData } from '../../../model/seo';
export type { SectionPathData as SectionData } from '../../../model/links';
