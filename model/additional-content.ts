/**
 * The additional content of an article or category (spec §3): a box and its block items. The items are
 * validated here, at the boundary, as the registry's block items: one that skips the default locale is left
 * out (spec §5), and a malformed one is left out with a warning rather than breaking the page.
 */
import * as v from 'valibot';

import { blockItemSchema, blockView, type BlockItemData, type BlockView } from './blocks/registry';
import { typedJsonObjectSchema, type TypedJsonObject } from './json';
import { boxSchema, type Box } from './layout';
import { keepDefaultLocale, type ViewScope } from './locale';

function wellFormedItems(items: TypedJsonObject[]): BlockItemData[] {
  return items.flatMap((item) => {
    const parsed = v.safeParse(blockItemSchema, item);
    if (parsed.success) return [parsed.output];
    const issue = parsed.issues[0];
    console.warn(`Additional content: skipped a malformed block item (${issue ? v.getDotPath(issue) : '?'})`);
    return [];
  });
}

/** An additional-content box and its block items. */
export const additionalContentSchema = v.object({
  box: v.nullish(boxSchema),
  components: v.pipe(
    v.array(typedJsonObjectSchema),
    v.filterItems((item) => keepDefaultLocale(item)),
    v.transform(wellFormedItems),
  ),
});

export type AdditionalContentData = v.InferOutput<typeof additionalContentSchema>;

export interface AdditionalContentView {
  box: Box | null;
  /** The block items as the block dispatcher renders them. */
  blocks: BlockView[];
}

/** Additional content as a view: its items through the block dispatcher, with the locale rules of spec §5. */
export function additionalContentView(
  content: AdditionalContentData | null | undefined,
  scope: ViewScope,
): AdditionalContentView | null {
  if (!content) return null;
  return {
    box: content.box ?? null,
    blocks: content.components.flatMap((item) => blockView(item, scope, false) ?? []),
  };
}
