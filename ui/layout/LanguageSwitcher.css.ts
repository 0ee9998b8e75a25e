import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  ...globalTextStyle({ size: 'small' }),
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.borderRadius.standard,
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.borderColor.focus}`, outlineOffset: 2 },
});

export const current = style({ fontWeight: vars.textWeight.strong, textDecoration: 'underline' });
