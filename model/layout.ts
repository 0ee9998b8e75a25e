/** The CMS's layout types shared by containers, blocks and items: Box, Tile and Badge (fragments, schemas, views). */
import * as v from 'valibot';

export const layoutFragments = {
  TileFields: /* GraphQL */ `
    fragment TileFields on Tile {
      columns
      columnsMobile
      space
    }
  `,
  BadgeFields: /* GraphQL */ `
    fragment BadgeFields on Badge {
      text
      tone
    }
  `,
  BoxFields: /* GraphQL */ `
    fragment BoxFields on Box {
      width
      textAlign
      borderRadius
      paddingHeight
      paddingWidth
      background
      blockBorder
    }
  `,
};

/** BoxFields: background, corners, padding, border, alignment and width of a container or block. */
export const boxSchema = v.object({
  width: v.nullish(v.string()),
  textAlign: v.nullish(v.string()),
  borderRadius: v.nullish(v.string()),
  paddingHeight: v.nullish(v.string()),
  paddingWidth: v.nullish(v.string()),
  background: v.nullish(v.string()),
  blockBorder: v.nullish(v.boolean()),
});

/** TileFields: columns on phone and wider, and the space between. */
export const tileSchema = v.object({
  columns: v.nullish(v.number()),
  columnsMobile: v.nullish(v.number()),
  space: v.nullish(v.string()),
});

export const badgeSchema = v.object({ text: v.nullish(v.string()), tone: v.nullish(v.string()) });

export type Box = v.InferOutput<typeof boxSchema>;
export type Tile = v.InferOutput<typeof tileSchema>;
export type BadgeData = v.InferOutput<typeof badgeSchema>;

export interface BadgeView {
  text: string;
  tone: string | null;
}

/** A badge with text, or null. */
export function badgeView(badge: BadgeData | null | undefined): BadgeView | null {
  return badge?.text ? { text: badge.text, tone: badge.tone ?? null } : null;
}
