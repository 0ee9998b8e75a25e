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

/** A block type's fields (its `entries`) as a part of another type, with their id and locale. */
export function partSchema<E extends v.ObjectEntries>(entries: E) {
  return v.object({ id: v.string(), locale: v.nullish(v.string()), ...entries });
}

type BlockEntries<N extends string, E extends v.ObjectEntries> = typeof blockEntry &
  E & { __typename: v.LiteralSchema<N, undefined> };

/** The validated CMS item of a block type. */
export type BlockData<N extends string, E extends v.ObjectEntries> = v.InferOutput<
  v.ObjectSchema<BlockEntries<N, E>, undefined>
>;

type ViewMapper<N extends string, E extends v.ObjectEntries, V> = (
  item: BlockData<N, E>,
  scope: ViewScope,
  skip: boolean,
) => V | null;

export interface BlockType<N extends string, E extends v.ObjectEntries, V extends object> {
  typename: N;
  /** Its GraphQL fragment, `${typename}Fields`, by name; the block item selection spreads it. */
  fragments: Record<string, string>;
  schema: v.ObjectSchema<BlockEntries<N, E>, undefined>;
  /**
   * The view of a resolved item with its `__typename` (first), or null when the rules of spec §5 leave
   * nothing to show. `skip` is its block's skipDefaultLocale: members in another locale are then left out.
   */
  view: ViewMapper<N, E, { __typename: N } & V>;
}

/**
 * A block type from its typename, the GraphQL selection of its fields and their schema (both without id,
 * stage and locale, which every item has; the selection indented as in its fragment) and its view mapper
 * (whose view the block type gives its `__typename`).
 */
export function blockType<const N extends string, E extends v.ObjectEntries, V extends object>(definition: {
  typename: N;
  fields: string;
  entries: E;
  view: ViewMapper<N, E, V>;
}): BlockType<N, E, V> {
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
    schema: schema as BlockType<N, E, V>['schema'],
    view: (item, scope, skip) => {
      const mapped = view(item, scope, skip);
      return mapped && { __typename: typename, ...mapped };
    },
  };
}
