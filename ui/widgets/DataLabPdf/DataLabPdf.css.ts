import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { filledButton } from '../../kit/control-box';

export const wrap = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 4,
});

export const button = style({
  ...filledButton(vars.backgroundColor.formAccent),
  selectors: { '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.8 } },
});

export const error = style({
  ...globalTextStyle({ size: 'small', weight: 'medium' }),
  margin: 0,
  maxWidth: 320,
  color: vars.foregroundColor.critical,
  selectors: { '&:empty': { display: 'none' } },
});
