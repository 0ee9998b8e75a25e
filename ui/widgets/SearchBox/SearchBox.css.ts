import { keyframes, style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { filledButton } from '../../kit/control-box';
import { focusRing } from '../../kit/focus-ring';
import { popupBox } from '../../kit/popup-box';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const label = style({ ...globalTextStyle({ weight: 'strong' }), color: vars.foregroundColor.neutral });

export const row = style({ display: 'flex', gap: vars.space.xsmall, alignItems: 'stretch' });

/** Holds the input and the list of suggestions under it. */
export const field = style({ position: 'relative', flexGrow: 1, minWidth: 0 });

export const input = style({
  ...globalTextStyle({ size: 'standard' }),
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 48,
  margin: 0,
  padding: `0 44px 0 ${vars.space.small}`,
  border: `${vars.borderWidth.standard} solid ${vars.borderColor.field}`,
  borderRadius: vars.borderRadius.standard,
  background: vars.backgroundColor.surface,
  color: vars.foregroundColor.neutral,
  ':focus-visible': focusRing(),
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.borderColor.critical } },
});

export const button = style({
  ...filledButton(vars.backgroundColor.brandAccent, 48),
  ':hover': { background: vars.backgroundColor.brandAccentHover },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: 18,
  height: 18,
  boxSizing: 'border-box',
  border: `2px solid ${vars.borderColor.neutralLight}`,
  borderTopColor: vars.foregroundColor.link,
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

/** The spinner inside the input, at its end. */
export const inputSpinner = style({ position: 'absolute', right: 14, top: 15 });

export const list = style({
  position: 'absolute',
  zIndex: 5,
  insetInline: 0,
  top: 'calc(100% + 4px)',
  ...popupBox,
  maxHeight: 360,
  overflowY: 'auto',
});

export const option = style({
  ...globalTextStyle({ size: 'standard' }),
  padding: `${vars.space.small} ${vars.space.small}`,
  color: vars.foregroundColor.neutral,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.backgroundColor.neutralLight } },
});

/** The words of a suggestion that match the query. */
export const match = style({
  background: 'none',
  color: 'inherit',
  fontWeight: vars.textWeight.strong,
});

export const error = style({
  ...globalTextStyle({ size: 'small', weight: 'medium' }),
  margin: 0,
  color: vars.foregroundColor.critical,
});

export const status = style({
  ...globalTextStyle({ size: 'small' }),
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.foregroundColor.secondary,
});

/** Read by screen readers, not shown. */
export { visuallyHidden } from '../../kit/visually-hidden.css';
