import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../../kit/focus-ring';

export const tablist = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  borderBottom: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
});

export const tab = style({
  ...globalTextStyle({ weight: 'medium' }),
  flexShrink: 0,
  minHeight: 44,
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'none',
  color: vars.foregroundColor.secondary,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      color: vars.foregroundColor.neutral,
      borderBottomColor: vars.borderColor.formAccent,
    },
    '&:hover': { color: vars.foregroundColor.neutral },
    '&:focus-visible': focusRing(-2),
  },
});

export const panel = style({
  paddingTop: vars.space.large,
  selectors: {
    '&:focus-visible': focusRing(4),
  },
});
