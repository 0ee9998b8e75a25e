/**
 * The additional content of an article or category (spec §3): a box and its block items, validated as JSON
 * for the block dispatcher. The block views of the items are added by the worker (the block dispatcher
 * is not all in the model yet).
 */
import * as v from 'valibot';

import { typedJsonObjectSchema, type TypedJsonObject } from './json';
import { boxSchema } from './layout';
import { keepDefaultLocale } from './locale';

/** An additional-content box and its block items (kept as JSON for the block dispatcher). */
export const additionalContentSchema = v.object({
  box: v.nullish(boxSchema),
  components: v.array(typedJsonObjectSchema),
});

export type AdditionalContentData = v.InferOutput<typeof additionalContentSchema>;

/**
 * Additional content as a view. `Block` is the view of a block item that the worker adds (`blocks`): the
 * registry's BlockView, or a wider union while some block types are still mapped outside the registry.
 */
export interface AdditionalContentView<Block = unknown> {
  box: Record<string, string | boolean | null> | null;
  /** Block items for the block dispatcher, keyed by __typename. */
  components: TypedJsonObject[];
  /** The same items as block views (articles; categories leave them out). */
  blocks?: Block[];
}

/** Additional content with the block items that skip the default locale left out (spec §5). */
export function additionalContentView(
  content: AdditionalContentData | null | undefined,
): AdditionalContentView | null {
  if (!content) return null;
  return {
    box: content.box ?? null,
    components: content.components.filter((item) => keepDefaultLocale(item)),
  };
}
