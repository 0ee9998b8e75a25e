/** NumericalCard (spec §2 blocks, §3 numericalBlock): a number that may count up, with heading and text. */
import * as v from 'valibot';

import { blockType } from './block-type';

const text = v.nullish(v.string());

const numericalBlockSchema = v.object({
  number: v.nullish(v.number()),
  unit: text,
  numberTone: text,
  unitTone: text,
  hasAnimation: v.nullish(v.boolean()),
  textSize: v.nullish(v.number()),
  animationSpeed: text,
  fontWeight: text,
  sameFontSize: v.nullish(v.boolean()),
});

const numericalCardEntries = {
  title: text,
  text: text,
  numericalBlock: v.nullish(numericalBlockSchema),
};

/** Counter durations by animation speed, in ms (spec §9); slow is the default. */
export const COUNTER_DURATIONS: Record<string, number> = {
  very_fast: 500,
  fast: 1000,
  normal: 1500,
  slow: 2000,
  very_slow: 2500,
};

/** A number that may count up when scrolled into view (spec §3 numericalBlock, §9 durations). */
export interface CounterView {
  value: number;
  decimals: number;
  unit: string;
  numberTone: string | null;
  unitTone: string | null;
  animate: boolean;
  durationMs: number;
  /** Font size of the number in rem, 0.75 to 6. */
  textSize: number;
  fontWeight: string | null;
  /** The unit as large as the number. */
  sameFontSize: boolean;
}

export interface NumericalCardView {
  id: string;
  heading: string | null;
  description: string | null;
  counter: CounterView;
}

/** The counter of a numerical block, or null without a finite number. */
export function counterView(block: v.InferOutput<typeof numericalBlockSchema>): CounterView | null {
  const value = block.number;
  if (value == null || !Number.isFinite(value)) return null;
  const decimals = Math.min(3, (String(value).split('.')[1] ?? '').length);
  return {
    value,
    decimals,
    unit: block.unit ?? '',
    numberTone: block.numberTone ?? null,
    unitTone: block.unitTone ?? null,
    animate: block.hasAnimation === true,
    durationMs: COUNTER_DURATIONS[block.animationSpeed ?? ''] ?? COUNTER_DURATIONS.slow!,
    textSize: Math.min(6, Math.max(0.75, block.textSize ?? 3)),
    fontWeight: block.fontWeight ?? null,
    sameFontSize: block.sameFontSize === true,
  };
}

export const numericalCard = blockType({
  typename: 'NumericalCard',
  fields: /* GraphQL */ `
      title
      text
      numericalBlock {
        number
        unit
        numberTone
        unitTone
        hasAnimation
        textSize
        animationSpeed
        fontWeight
        sameFontSize
      }`,
  entries: numericalCardEntries,
  view: (item): NumericalCardView | null => {
    const counter = item.numericalBlock ? counterView(item.numericalBlock) : null;
    if (!counter) return null;
    return {
      id: item.id,
      heading: item.title ?? null,
      description: item.text ?? null,
      counter,
    };
  },
});
