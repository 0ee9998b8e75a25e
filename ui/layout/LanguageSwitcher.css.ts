import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../kit/focus-ring';

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
  ':focus-visible': focusRing(),
});

export const current = style({ fontWeight: vars.textWeight.strong, textDecoration: 'underline' });
