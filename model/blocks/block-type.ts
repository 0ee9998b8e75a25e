/**
 * What a block type is in the content model: its GraphQL fragment, its valibot schema and the mapper from
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
  /** Its GraphQL fragment, `${typename}Fields`, by name; the block item selection spreads it. */
  fragments: Record<string, string>;
  schema: v.ObjectSchema<BlockEntries<N, E>, undefined>;
  /**
   * The view of a resolved item, or null when the rules of spec §5 leave nothing to show. `skip` is its
   * block's skipDefaultLocale: members in another locale are then left out.
   */
  view: (item: BlockData<N, E>, scope: ViewScope, skip: boolean) => V | null;
}

/**
 * A block type from its typename, the GraphQL selection of its fields and their schema (both without id,
 * stage and locale, which every item has; the selection indented as in its fragment) and its view mapper.
 */
export function blockType<const N extends string, E extends v.ObjectEntries, V extends { __typename: N }>(
  definition: Omit<BlockType<N, E, V>, 'fragments' | 'schema'> & { fields: string; entries: E },
): BlockType<N, E, V> {
  const { typename, fields, entries, view } = definition;
  const fragment = `
    fragment ${typename}Fields on ${typename} {
      id
      locale${fields}
    }
  `;
  const schema = v.object({ ...blockEntry, ...entries, __typename: v.literal(typename) });
  return {
    typename,
    fragments: { [`${typename}Fields`]: fragment },
    view,
    schema: schema as BlockType<N, E, V>['schema'],
  };
}
