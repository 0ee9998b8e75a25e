/**
 * What a block type is in the content model: its GraphQL fragments, its valibot schema and the mapper from
 * the validated CMS item to its view. The registry (registry.ts) derives the block item selection, the
 * block item schema, the dispatcher and the ui's renderer map from a list of these.
 */
import * as v from 'valibot';

import type { ViewScope } from '../locale';

/** What every block item has: its entry id, stage and locale. */
export const blockEntry = {
  id: v.string(),
  stage: v.optional(v.string()),
  locale: v.nullish(v.string()),
};

type BlockEntries<N extends string, E extends v.ObjectEntries> = typeof blockEntry &
  E & { __typename: v.LiteralSchema<N, undefined> };

/** The validated CMS item of a block type. */
export type BlockData<N extends string, E extends v.ObjectEntries> = v.InferOutput<
  v.ObjectSchema<BlockEntries<N, E>, undefined>
>;

export interface BlockType<N extends string, E extends v.ObjectEntries, V extends { __typename: N }> {
  typename: N;
  /** GraphQL fragments by name; the block item selection spreads `${typename}Fields`. */
  fragments: Record<string, string>;
  schema: v.ObjectSchema<BlockEntries<N, E>, undefined>;
  /**
   * The view of a resolved item, or null when the rules of spec §5 leave nothing to show. `skip` is its
   * block's skipDefaultLocale: members in another locale are then left out.
   */
  view: (item: BlockData<N, E>, scope: ViewScope, skip: boolean) => V | null;
}

/**
 * A block type from its typename, fragments, fields (without id, stage and locale, which every item has)
 * and view mapper.
 */
export function blockType<const N extends string, E extends v.ObjectEntries, V extends { __typename: N }>(
  definition: Omit<BlockType<N, E, V>, 'schema'> & { entries: E },
): BlockType<N, E, V> {
  const { typename, fragments, entries, view } = definition;
  const schema = v.object({ ...blockEntry, ...entries, __typename: v.literal(typename) });
  return { typename, fragments, view, schema: schema as BlockType<N, E, V>['schema'] };
}
