import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../../kit/focus-ring';

export const wrap = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 4,
});

export const button = style({
  ...globalTextStyle({ weight: 'strong' }),
  minHeight: 44,
  padding: `0 ${vars.space.medium}`,
  border: 0,
  borderRadius: vars.borderRadius.standard,
  background: vars.backgroundColor.formAccent,
  color: vars.foregroundColor.neutralInverted,
  cursor: 'pointer',
  selectors: {
    '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.8 },
    '&:focus-visible': focusRing(),
  },
});

export const error = style({
  ...globalTextStyle({ size: 'small', weight: 'medium' }),
  margin: 0,
  maxWidth: 320,
  color: vars.foregroundColor.critical,
  selectors: { '&:empty': { display: 'none' } },
});
