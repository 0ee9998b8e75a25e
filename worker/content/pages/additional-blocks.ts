/** Block items outside pages (an article's additional content) as view models for the block dispatcher. */
import * as v from 'valibot';

import type { ViewScope } from '../../../model/locale';

import { blockItemSchema } from './item-schema';
import { blockItemView, type BlockItemView } from './item-views';

/**
 * The views of raw block items (BlockItemFields JSON): items that do not match their schema are left out with a
 * console warning, never a broken page; the locale rules apply as on pages (spec §5).
 */
export function additionalBlocks(components: readonly unknown[], scope: ViewScope): BlockItemView[] {
  return components.flatMap((component) => {
    const parsed = v.safeParse(blockItemSchema, component);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      console.warn(
        `Additional content: skipped a malformed block item (${issue ? v.getDotPath(issue) : '?'})`,
      );
      return [];
    }
    const view = blockItemView(parsed.output, scope, false);
    return view ? [view] : [];
  });
}
