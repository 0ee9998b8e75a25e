/** Heading (spec §2 blocks): a block of its own and a part of banners, inline banners and forms. */
import * as v from 'valibot';

import { blockType, partSchema } from './block-type';

const headingEntries = {
  text: v.nullish(v.string()),
  level: v.nullish(v.number()),
  weight: v.nullish(v.string()),
  tone: v.nullish(v.string()),
  customHeadingSize: v.nullish(v.string()),
};

/** HeadingFields, as a part of another type. */
export const headingSchema = partSchema(headingEntries);

export type HeadingData = v.InferOutput<typeof headingSchema>;

export interface HeadingView {
  id: string;
  text: string;
  /** 1 to 4 (spec §9). */
  level: number;
  weight: string | null;
  tone: string | null;
  customHeadingSize: string | null;
}

/** A heading with its level kept within 1–4, or null when there is none. */
export function headingView(heading: HeadingData | null | undefined): HeadingView | null {
  if (!heading) return null;
  return {
    id: heading.id,
    text: heading.text ?? '',
    level: Math.min(4, Math.max(1, heading.level ?? 2)),
    weight: heading.weight ?? null,
    tone: heading.tone ?? null,
    customHeadingSize: heading.customHeadingSize ?? null,
  };
}

export const heading = blockType({
  typename: 'Heading',
  fields: /* GraphQL */ `
      text
      level
      weight
      tone
      customHeadingSize`,
  entries: headingEntries,
  view: headingView,
});
