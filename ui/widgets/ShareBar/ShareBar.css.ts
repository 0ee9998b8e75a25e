import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { roundButton } from '../../kit/round-button.css';

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

export const action = style([
  roundButton,
  {
    boxSizing: 'border-box',
    textDecoration: 'none',
    transition: 'background-color 120ms ease, border-color 120ms ease',
    ':hover': { background: vars.backgroundColor.neutralSoft, borderColor: vars.borderColor.neutral },
  },
]);

export const status = style({
  ...globalTextStyle({ size: 'small' }),
  color: vars.foregroundColor.positive,
  minWidth: '8em',
  paddingLeft: vars.space.xxsmall,
});

export const failed = style({ color: vars.foregroundColor.critical });
