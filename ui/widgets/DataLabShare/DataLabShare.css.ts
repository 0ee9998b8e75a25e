import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { outlinedButton } from '../../kit/control-box';
import { focusRing } from '../../kit/focus-ring';
import { popupBox } from '../../kit/popup-box';

export const wrap = style({ position: 'relative', display: 'inline-block' });

// The button sits under the heading at the left edge: the menu and its status open rightwards from there, and
// are never wider than the screen less the page gutters (spec §2 share menu).
// Subtracted twice, not multiplied: the same length, in a form every CSS checker reads (the W3C one cannot type
// a product of a number and a custom property).
const screenWidth = `calc(100vw - ${vars.space.gutter} - ${vars.space.gutter})`;

export const button = style(outlinedButton(vars.borderColor.formAccent, vars.foregroundColor.formAccent));

export const menu = style({
  position: 'absolute',
  zIndex: 5,
  left: 0,
  top: 'calc(100% + 4px)',
  minWidth: 220,
  maxWidth: screenWidth,
  ...popupBox,
});

export const item = style({
  ...globalTextStyle({ size: 'standard' }),
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 0,
  background: 'none',
  color: vars.foregroundColor.neutral,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { background: vars.backgroundColor.neutralLight },
  ':focus-visible': focusRing(),
});

export const status = style({
  ...globalTextStyle({ size: 'small', weight: 'medium' }),
  position: 'absolute',
  left: 0,
  top: 'calc(100% + 4px)',
  width: 'max-content',
  maxWidth: `min(320px, ${screenWidth})`,
  margin: 0,
  overflowWrap: 'break-word',
  selectors: { '&:empty': { display: 'none' } },
});

export const positive = style({ color: vars.foregroundColor.positive });
export const critical = style({ color: vars.foregroundColor.critical });
