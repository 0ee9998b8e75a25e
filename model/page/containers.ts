/**
 * The containers of a page and their blocks (spec §3 Container, Block): fragments, schemas, views and the
 * mapping that resolves each block's items and drops what is left empty (spec §4).
 */
import * as v from 'valibot';

import { blockItemSchema, blockView, type BlockItemData, type BlockView } from '../blocks/registry';
import { boxSchema, tileSchema, type Box, type Tile } from '../layout';
import { languageOfLocale, type Language, type ViewScope } from '../locale';

export const containerFragments = {
  ContainerFields: /* GraphQL */ `
    fragment ContainerFields on Container {
      id
      htmlId
      box {
        ...BoxFields
      }
      tile {
        ...TileFields
      }
    }
  `,
  BlockFields: /* GraphQL */ `
    fragment BlockFields on Block {
      id
      name
      skipDefaultLocale
      box {
        ...BoxFields
      }
      tile {
        ...TileFields
      }
    }
  `,
};

/** The page's containers and blocks, each block's items selected by `items`. */
export const containersSelection = (items: string) => /* GraphQL */ `
      containers {
        ...ContainerFields
        blocks {
          ...BlockFields
          items {${items}
          }
        }
      }`;

/** A block item before phase 3 of page loading (spec §4): its typename, id and stage. */
export const itemRefSelection = /* GraphQL */ `
            __typename
            ... on Entity {
              id
              stage
            }`;

/** A block item before phase 3: its typename, id and stage (GetEntities' entityWhere). */
export const itemRefSchema = v.object({ __typename: v.string(), id: v.string(), stage: v.string() });

/**
 * A block item resolved where the page query names it (the full entity query, GetPagesWithEntities): its
 * typename, id and stage as a reference has them, and its fields as GetEntities answers them.
 */
export const resolvedItemSelection = /* GraphQL */ `${itemRefSelection}
            ...BlockItemFields`;

const blockEntries = {
  id: v.string(),
  name: v.nullish(v.string()),
  skipDefaultLocale: v.nullish(v.boolean()),
  box: v.nullish(boxSchema),
  tile: v.nullish(tileSchema),
};

const containerEntries = {
  id: v.string(),
  htmlId: v.nullish(v.string()),
  box: v.nullish(boxSchema),
  tile: v.nullish(tileSchema),
};

/** ContainerFields with its blocks (BlockFields) and their item references. */
export const containerSchema = v.object({
  ...containerEntries,
  blocks: v.array(v.object({ ...blockEntries, items: v.array(itemRefSchema) })),
});

/** ContainerFields with its blocks (BlockFields) and their items resolved (resolvedItemSelection). */
export const resolvedContainerSchema = v.object({
  ...containerEntries,
  blocks: v.array(v.object({ ...blockEntries, items: v.array(blockItemSchema) })),
});

/** GetPagesContainers: containers and blocks, each item as a typename, id and stage. */
export const pagesContainersSchema = v.object({
  pages: v.array(v.object({ id: v.string(), containers: v.array(containerSchema) })),
});

export type ContainerData = v.InferOutput<typeof containerSchema>;
export type ResolvedContainerData = v.InferOutput<typeof resolvedContainerSchema>;

/** A container whose blocks name their items by id: by reference (ContainerData) or resolved. */
type ContainerOfItems = Omit<ContainerData, 'blocks'> & {
  blocks: (Omit<ContainerData['blocks'][number], 'items'> & { items: { id: string }[] })[];
};

/** The items of resolved containers by id: what GetEntities answers for their references. */
export function resolvedItems(containers: ResolvedContainerData[]): Map<string, BlockItemData> {
  return new Map(
    containers.flatMap((container) =>
      container.blocks.flatMap((block) => block.items.map((item) => [item.id, item] as const)),
    ),
  );
}

/** A block of a page with its resolved items. */
export interface PageBlockView {
  id: string;
  name: string | null;
  box: Box | null;
  tile: Tile | null;
  items: BlockView[];
  /** The language each item (by id) is written in, that of the locale it was read in (spec §4 fallback). */
  languages: Record<string, Language>;
}

export interface ContainerView {
  id: string;
  /** The anchor of the container, e.g. subscription-form. */
  htmlId: string | null;
  box: Box | null;
  tile: Tile | null;
  blocks: PageBlockView[];
}

// A box or tile draws something even without content, so it is kept (spec §4).
function hasLayout(part: { box?: unknown; tile?: unknown }): boolean {
  return Boolean(part.box || part.tile);
}

/** Drops the empty blocks, then the empty containers, but keeps any with a box or tile (spec §4). */
export function withoutEmpty(containers: ContainerView[]): ContainerView[] {
  return containers
    .map((container) => ({
      ...container,
      blocks: container.blocks.filter((block) => block.items.length > 0 || hasLayout(block)),
    }))
    .filter((container) => container.blocks.length > 0 || hasLayout(container));
}

/**
 * Containers with each block's items replaced by their views (`items` by id, from GetEntities or resolvedItems,
 * mapped with their block's skipDefaultLocale). Items that did not resolve or that the locale rules leave out are
 * dropped; then blocks and containers left empty are dropped unless they have a box or tile (spec §4).
 */
export function containerViews(
  containers: ContainerOfItems[],
  items: ReadonlyMap<string, BlockItemData>,
  scope: ViewScope,
): ContainerView[] {
  return withoutEmpty(
    containers.map((container) => ({
      id: container.id,
      htmlId: container.htmlId ?? null,
      box: container.box ?? null,
      tile: container.tile ?? null,
      blocks: container.blocks.map((block) => ({
        id: block.id,
        name: block.name ?? null,
        box: block.box ?? null,
        tile: block.tile ?? null,
        items: block.items.flatMap((ref) => {
          const item = items.get(ref.id);
          const view = item && blockView(item, scope, block.skipDefaultLocale === true);
          return view ? [view] : [];
        }),
        languages: Object.fromEntries(
          block.items.flatMap((ref) => {
            const locale = items.get(ref.id)?.locale;
            return locale ? [[ref.id, languageOfLocale(locale)]] : [];
          }),
        ),
      })),
    })),
  );
}
