/** CMS design values mapped onto the design system's, with a safe default for anything else. */
export type TextTone = 'neutral' | 'secondary' | 'brandAccent';
export type TextSize = 'small' | 'standard' | 'large';
export type TextAlign = 'left' | 'center' | 'right';
export type BadgeTone = 'info' | 'positive' | 'promote' | 'neutral' | 'caution' | 'critical';

/** `value` when it is one of `allowed`, else undefined. */
export const oneOf = <T extends string>(allowed: readonly T[], value: string | null | undefined) =>
  allowed.find((name) => name === value);

const pick = <T extends string>(allowed: readonly T[], value: string | null | undefined, fallback: T): T =>
  oneOf(allowed, value) ?? fallback;

export const textTone = (tone: string | null) =>
  pick<TextTone>(['neutral', 'secondary', 'brandAccent'], tone, 'neutral');
export const textSize = (size: string | null) =>
  pick<TextSize>(['small', 'standard', 'large'], size, 'standard');
export const textAlign = (align: string | null) =>
  pick<TextAlign>(['left', 'center', 'right'], align, 'left');
export const badgeTone = (tone: string | null) =>
  pick<BadgeTone>(['info', 'positive', 'promote', 'neutral', 'caution', 'critical'], tone, 'info');
export const buttonVariant = (variant: string | null) =>
  pick(['solid', 'ghost', 'soft', 'transparent'] as const, variant, 'solid');
export const buttonTone = (tone: string | null) =>
  pick(['brandAccent', 'neutral', 'formAccent'] as const, tone, 'formAccent');

// The CMS's colour names; brandAccentLight has no Box background of its own, its soft variant stands in.
const backgrounds = ['brandAccentSoft', 'neutralLight', 'surface', 'infoLight', 'promoteLight'] as const;

/** A panel's background from the CMS's colour name, or undefined for none or an unknown one. */
export function panelBackground(value: string | null): (typeof backgrounds)[number] | undefined {
  if (value === 'brandAccentLight') return 'brandAccentSoft';
  return oneOf(backgrounds, value);
}
