import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../../kit/focus-ring';

export const wrap = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  '@media': { print: { display: 'none' } },
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: 44,
  height: 44,
  padding: 0,
  border: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
  borderRadius: '50%',
  background: vars.backgroundColor.surface,
  color: vars.foregroundColor.neutral,
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  ':hover': { background: vars.backgroundColor.neutralSoft, borderColor: vars.borderColor.neutral },
  ':focus-visible': focusRing(),
});

export const status = style({
  ...globalTextStyle({ size: 'small' }),
  color: vars.foregroundColor.positive,
  minWidth: '8em',
  paddingLeft: vars.space.xxsmall,
});

export const failed = style({ color: vars.foregroundColor.critical });
