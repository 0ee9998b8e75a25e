import { style, styleVariants } from '@vanilla-extract/css';
import { globalHeadingStyle, globalTextStyle, responsiveStyle, vars } from 'braid-design-system/css';

import { controlBox } from '../../kit/control-box';
import { focusRing } from '../../kit/focus-ring';

export const form = style({ display: 'grid', gap: vars.space.large, margin: 0 });

export const note = style({ ...globalTextStyle({ size: 'small' }), color: vars.foregroundColor.secondary });

/** One column on phones; the form's columns from tablet up. */
export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
});
export const columns = styleVariants({ 1: {}, 2: {}, 3: {} }, (_, count) =>
  responsiveStyle({ tablet: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` } }),
);
export const span = styleVariants({ 1: {}, 2: {}, 3: {} }, (_, count) =>
  responsiveStyle({ tablet: { gridColumn: `span ${count}` } }),
);

export const field = style({ display: 'grid', gap: vars.space.xxsmall, alignContent: 'start', minWidth: 0 });

export const label = style({
  ...globalTextStyle({ size: 'standard', weight: 'medium' }),
  color: vars.foregroundColor.neutral,
});
export const optional = style({ fontWeight: vars.textWeight.regular, color: vars.foregroundColor.secondary });
export const mark = style({ color: vars.foregroundColor.critical });

const control = {
  ...globalTextStyle({ size: 'standard' }),
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.touchableSize,
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  ...controlBox(),
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.borderColor.critical },
    '&:disabled': { opacity: 0.6 },
  },
} as const;

export const input = style(control);
export const textarea = style({ ...control, minHeight: 120, resize: 'vertical' });
export const select = style({ ...control, appearance: 'auto' });

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });
export const legend = style([label, { padding: 0, marginBottom: vars.space.xxsmall }]);

export const choice = style({
  ...globalTextStyle({ size: 'standard' }),
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.touchableSize,
  color: vars.foregroundColor.neutral,
  cursor: 'pointer',
});
export const box = style({
  width: 20,
  height: 20,
  margin: 0,
  flexShrink: 0,
  accentColor: vars.backgroundColor.formAccent,
  selectors: { '&:focus-visible': focusRing() },
});

export const error = style({
  ...globalTextStyle({ size: 'small' }),
  margin: 0,
  color: vars.foregroundColor.critical,
});

export const texts = style({
  ...globalTextStyle({ size: 'small' }),
  color: vars.foregroundColor.secondary,
  margin: 0,
});
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });
export const link = style({
  color: vars.foregroundColor.link,
  selectors: { '&:focus-visible': focusRing() },
});

export const submit = style({
  ...globalTextStyle({ size: 'standard', weight: 'strong' }),
  justifySelf: 'stretch',
  minHeight: vars.touchableSize,
  padding: `${vars.space.xsmall} ${vars.space.large}`,
  border: 0,
  borderRadius: vars.borderRadius.standard,
  background: vars.backgroundColor.brandAccent,
  color: vars.foregroundColor.neutralInverted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.backgroundColor.brandAccentHover },
    '&:focus-visible': focusRing(),
    // Disabled only until the island hydrates (no native submit) or while sending: the brand colour stays at
    // full strength, so the form's one action never reads as unavailable.
    '&:disabled': { cursor: 'progress' },
  },
  ...responsiveStyle({ tablet: { justifySelf: 'start' } }),
});

export const alert = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  borderLeft: `4px solid ${vars.borderColor.critical}`,
  borderRadius: vars.borderRadius.small,
  background: vars.backgroundColor.criticalLight,
  color: vars.foregroundColor.neutral,
});
export const alertTitle = style({ ...globalTextStyle({ size: 'standard', weight: 'strong' }), margin: 0 });

export const success = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderLeft: `4px solid ${vars.borderColor.positive}`,
  borderRadius: vars.borderRadius.small,
  background: vars.backgroundColor.positiveLight,
  color: vars.foregroundColor.neutral,
  selectors: { '&:focus-visible': focusRing() },
});
export const successText = style({ ...globalHeadingStyle({ level: 4, weight: 'weak' }), margin: 0 });

/** Google's widget is 304 × 78 px; reserve its place so nothing jumps when it appears. */
export const recaptcha = style({ minHeight: 78 });

/** The submit button and, beside it, what it waits for. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/**
 * Shown until the form's own script runs: where no script runs, and where the scripts failed to load (blocked,
 * offline), the button waits and says why. When the script runs it hides the note (aria-hidden), keeping its
 * room so that nothing below it moves.
 */
export const scriptNote = style([
  note,
  { margin: 0, selectors: { '&[aria-hidden="true"]': { visibility: 'hidden' } } },
]);
