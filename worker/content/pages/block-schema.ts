/** Valibot schemas of the block fragments shared by pages, banners and forms (HeadingFields, ParagraphFields …). */
import * as v from 'valibot';

import { boxSchema } from '../fragment-schemas';
import { linkSchema } from '../sections/schema';

/** Rich text: Hygraph's AST (`raw`) and its plain text. */
export const richTextSchema = v.object({ raw: v.unknown(), text: v.optional(v.string(), '') });

export const headingSchema = v.object({
  id: v.string(),
  locale: v.nullish(v.string()),
  text: v.nullish(v.string()),
  level: v.nullish(v.number()),
  weight: v.nullish(v.string()),
  tone: v.nullish(v.string()),
  customHeadingSize: v.nullish(v.string()),
});

export const paragraphSchema = v.object({
  id: v.string(),
  locale: v.nullish(v.string()),
  align: v.nullish(v.string()),
  tone: v.nullish(v.string()),
  size: v.nullish(v.string()),
  content: v.nullish(richTextSchema),
});

export const actionGroupSchema = v.object({
  id: v.string(),
  locale: v.nullish(v.string()),
  inline: v.nullish(v.boolean()),
  actions: v.array(
    v.object({
      id: v.string(),
      text: v.nullish(v.string()),
      variant: v.nullish(v.string()),
      tone: v.nullish(v.string()),
      icon: v.nullish(v.string()),
      link: v.nullish(linkSchema),
    }),
  ),
});

export const badgeSchema = v.object({ text: v.nullish(v.string()), tone: v.nullish(v.string()) });

export const tileSchema = v.object({
  columns: v.nullish(v.number()),
  columnsMobile: v.nullish(v.number()),
  space: v.nullish(v.string()),
});

export const videoSchema = v.object({
  source: v.nullish(v.string()),
  videoUrl: v.nullish(v.string()),
  videoId: v.nullish(v.string()),
});

export type RichTextData = v.InferOutput<typeof richTextSchema>;
export type HeadingData = v.InferOutput<typeof headingSchema>;
export type ParagraphData = v.InferOutput<typeof paragraphSchema>;
export type ActionGroupData = v.InferOutput<typeof actionGroupSchema>;
export type BadgeData = v.InferOutput<typeof badgeSchema>;
export type TileData = v.InferOutput<typeof tileSchema>;
export type BoxData = v.InferOutput<typeof boxSchema>;
