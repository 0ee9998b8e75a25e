/** Valibot schemas of the block fragments shared by pages, banners and forms (HeadingFields, ParagraphFields …). */
import * as v from 'valibot';

import { linkSchema } from '../../../model/links';
import { richTextSchema } from '../../../model/rich-text';

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

export const videoSchema = v.object({
  source: v.nullish(v.string()),
  videoUrl: v.nullish(v.string()),
  videoId: v.nullish(v.string()),
});

export type HeadingData = v.InferOutput<typeof headingSchema>;
export type ParagraphData = v.InferOutput<typeof paragraphSchema>;
export type ActionGroupData = v.InferOutput<typeof actionGroupSchema>;
